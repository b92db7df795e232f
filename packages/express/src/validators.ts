// The contract's compiled validators, for teams serving the API (@ausd/contract-facts holds them).
export * from '@ausd/contract-facts/validators';
