// The router's steps import the API's error shape from beside them; it is the contract's, in @ausd/contract-facts.
export * from '@ausd/contract-facts/error-response';
