// Where the published reference lives decides every `docs_url`: the contract's `x-error-docs-url` names the
// default address, and a generation run for another host moves the whole bundle (template and examples) to it.
import type { BundledContract } from './contract.js';
import { extensionsOf } from '@ausd/contract-model/extensions';

/** The part of `x-error-docs-url` before its `#` anchor: the address of the published reference. */
export function referenceAddress(template: string): string {
  const anchor = template.indexOf('#');
  return anchor < 0 ? template : template.slice(0, anchor);
}

/** The bundle with every occurrence of the reference's address replaced by `address` (as is without one). */
export function withReferenceAddress(bundle: BundledContract, address: string): BundledContract {
  const url = new URL(address);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`reference URL ${address} is not http(s)`);
  if (url.hash !== '')
    throw new Error(`reference URL ${address} must not carry an anchor; the anchors are the reference's own`);
  const from = referenceAddress(extensionsOf('document', bundle.document).errorDocsUrl ?? '');
  if (from === '') return bundle;
  const move = (text: string) => text.replaceAll(from, url.href);
  const json = move(bundle.json);
  return { document: JSON.parse(json) as BundledContract['document'], json, yaml: move(bundle.yaml) };
}
