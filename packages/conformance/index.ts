// @ausd/conformance: the runner that checks a live deployment against the contract, and its reporters.
export * from '../../conformance/index.js';
