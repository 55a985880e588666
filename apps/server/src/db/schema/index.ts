export * from './attachments.js';
export * from './audit.js';
export * from './courses.js';
export * from './golf-courses.js';
export * from './master-data.js';
export * from './users.js';
export * from './mail.js';
export * from './one-time-secrets.js';
