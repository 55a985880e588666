export * from './audit.js';
export * from './golf-courses.js';
export * from './master-data.js';
export * from './users.js';
export * from './mail.js';
export * from './one-time-secrets.js';
