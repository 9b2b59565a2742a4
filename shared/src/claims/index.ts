export * from './claimsApi';
export * from './ClaimTag';
