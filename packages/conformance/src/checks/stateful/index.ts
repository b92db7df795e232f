// The journey's steps in the order they run; later steps build on what earlier ones created.
import { statefulAddNetwork } from './add_network.js';
import { statefulCreateRoute } from './create_route.js';
import { statefulDuplicateAccount } from './duplicate_account.js';
import { statefulEquivalentIdentity } from './equivalent_identity.js';
import { statefulForeignUpdate } from './foreign_update.js';
import type { StatefulStep } from './journey.js';
import { statefulInstantSettlement } from './instant_settlement.js';
import { statefulRegisterAccount } from './register_account.js';
import { statefulRename } from './rename.js';
import { statefulRequestEntitlement } from './request_entitlement.js';
import { statefulRouteByFilter } from './route_by_filter.js';
import { statefulRouteConflict } from './route_conflict.js';
import { statefulRouteRejections } from './route_rejections.js';

export const statefulSteps: readonly StatefulStep[] = [
  statefulRegisterAccount,
  statefulDuplicateAccount,
  statefulEquivalentIdentity,
  statefulRename,
  statefulForeignUpdate,
  statefulAddNetwork,
  statefulRequestEntitlement,
  statefulInstantSettlement,
  statefulCreateRoute,
  statefulRouteByFilter,
  statefulRouteConflict,
  statefulRouteRejections,
];
