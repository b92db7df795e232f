// The contract's operation table and error catalogue, for teams serving the API (@ausd/contract-facts holds it).
export * from '@ausd/contract-facts/operations';
