import {
  hasProjectPermission,
  projectRoom,
  REALTIME_EVENTS,
  type Permission,
  type PermissionSubject,
  type RealtimeAudience,
  type RealtimeEvent,
} from '@siteline/shared';

// Which rooms a connection joins, and which rooms an event reaches: the whole of who hears what.

/** Every connection of one sign-in session (refresh-token family), to drop them when it ends. */
export function sessionRoom(familyId: string): string {
  return `session:${familyId}`;
}

/**
 * A project's rooms are per permission of the event map (`member` for membership alone): an
 * unlimited member joins `…:<permission>:all` for each it holds; a member limited to companies
 * joins `…:<permission>:scoped` (what names no contract's person) and one room per contract it
 * may see, so a push never tells it about another company's worker.
 */
function audienceRoom(projectId: number, permission: Permission | null, part: string): string {
  return `${projectRoom(projectId)}:${permission ?? 'member'}:${part}`;
}

/** The permissions the map's events ask, each once. */
const CHANNEL_PERMISSIONS = [
  ...new Set(Object.values(REALTIME_EVENTS).map((event) => event.permission)),
] as (Permission | null)[];

/** The rooms of one project a member joins: its permissions, and its contracts (null: all). */
export function memberRooms(
  subject: PermissionSubject,
  projectId: number,
  scope: readonly number[] | null,
): string[] {
  return CHANNEL_PERMISSIONS.flatMap((permission) => {
    if (!hasProjectPermission(subject, projectId, permission ? [permission] : [])) return [];
    if (scope === null) return [audienceRoom(projectId, permission, 'all')];
    return [
      audienceRoom(projectId, permission, 'scoped'),
      ...scope.map((contractId) => audienceRoom(projectId, permission, `contract:${contractId}`)),
    ];
  });
}

/** The rooms an event reaches: those of its permission, narrowed to the audience. */
export function audienceRooms(
  event: RealtimeEvent,
  projectId: number,
  audience: RealtimeAudience,
): string[] {
  const { permission } = REALTIME_EVENTS[event];
  const all = audienceRoom(projectId, permission, 'all');
  if (audience === 'project') return [all, audienceRoom(projectId, permission, 'scoped')];
  return audience.contractId === null
    ? [all]
    : [all, audienceRoom(projectId, permission, `contract:${audience.contractId}`)];
}

/** Whether a room is one of the project's. */
export function ofProject(room: string, projectId: number): boolean {
  const prefix = projectRoom(projectId);
  return room === prefix || room.startsWith(`${prefix}:`);
}
