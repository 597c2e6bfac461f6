export * from './permissions.ts';
export * from './messages.ts';
export * from './common/errors.schemas.ts';
export * from './common/paging.schemas.ts';
export * from './auth/auth.schemas.ts';
export * from './projects/projects.schemas.ts';
export * from './realtime/events.ts';
export * from './engine/ingest.schemas.ts';
