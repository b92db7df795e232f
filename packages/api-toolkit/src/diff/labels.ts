// How messages name an operation or a webhook: one wording for every rule and report.
import type { OperationEntry } from '@ausd/contract-model/model';

/** `GET /v0/routes/{routeId}` */
export const routeLabel = (operation: Pick<OperationEntry, 'method' | 'path'>): string =>
  `${operation.method.toUpperCase()} ${operation.path}`;

/** `Webhook shipped (POST)` */
export const webhookLabel = (operation: Pick<OperationEntry, 'method' | 'path'>): string =>
  `Webhook ${operation.path} (${operation.method.toUpperCase()})`;
