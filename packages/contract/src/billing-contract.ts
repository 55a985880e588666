// Membership billing's part of the contract: its schemas, its money helpers and its endpoints.
export * from './billing.js';
export * from './billing-money.js';
export * from './billing-endpoints.js';
