import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely's view of the schema (migrations/ are the truth; keep this in step with them).
 * Dates (`date` columns) travel as 'YYYY-MM-DD' strings: see database.ts type parsers.
 */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DateOnly = ColumnType<string, string, string>;

export interface AppSettingsTable {
  key: string;
  value: string;
}
export interface AccountsTable {
  account_id: Generated<number>;
  name: string;
  created_at: GeneratedTimestamp;
}
export interface CompaniesTable {
  company_id: Generated<number>;
  name: string;
  url: string | null;
  phone: string | null;
  created_at: GeneratedTimestamp;
}
export interface ProjectsTable {
  project_id: Generated<number>;
  account_id: number;
  title: string;
  start_date: DateOnly;
  end_date: DateOnly | null;
  time_zone_id: string;
  site_display_const: Generated<string>;
  show_contact_information: Generated<boolean>;
  workday_boundary_hour: Generated<number>;
  day_shift_start: ColumnType<string | null, string | null | undefined, string | null>;
  night_shift_start: ColumnType<string | null, string | null | undefined, string | null>;
  short_code: string | null;
  is_demo: Generated<boolean>;
  created_at: GeneratedTimestamp;
}
export interface UsersTable {
  user_id: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  password_hash: string | null;
  user_status_id: Generated<number>;
  is_demo_user: Generated<boolean>;
  is_provider_employee: Generated<boolean>;
  is_visibility_only_user: Generated<boolean>;
  tokens_valid_after: GeneratedTimestamp;
  created_at: GeneratedTimestamp;
}
export interface RolesTable {
  role_id: Generated<number>;
  project_id: number | null;
  name: string;
  level: number;
}
export interface RolePermissionsTable {
  role_id: number;
  permission: string;
}
export interface ProjectMembershipsTable {
  membership_id: Generated<number>;
  project_id: number;
  user_id: number;
  role_id: number;
  company_id: number | null;
  created_at: GeneratedTimestamp;
}
export interface DivisionsTable {
  division_id: Generated<number>;
  project_id: number;
  code: string;
  name: string;
}
export interface ContractsTable {
  contract_id: Generated<number>;
  project_id: number;
  company_id: number | null;
  parent_contract_id: number | null;
  contract_type_id: Generated<number>;
  trade: string | null;
  trade_other: string | null;
  division_id: number | null;
  is_critical_trade: Generated<boolean>;
  owner_services: Generated<boolean>;
  display_name: string | null;
  start_date: DateOnly | null;
  end_date: DateOnly | null;
  created_at: GeneratedTimestamp;
}
export interface WorkersTable {
  worker_id: Generated<number>;
  project_id: number;
  contract_id: number;
  title: string | null;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  trade: string | null;
  ethnicity: string | null;
  other_ethnicity: string | null;
  notes: string | null;
  address: string | null;
  telephone: string | null;
  email: string | null;
  photo_blob_uid: string | null;
  profile_picture_aspect_ratio: number | null;
  fields: ColumnType<Record<string, unknown>, string | undefined, string>;
  is_deleted: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}
export interface WorkerChangelogTable {
  worker_changelog_id: Generated<number>;
  project_id: number;
  worker_id: number;
  changed_at: GeneratedTimestamp;
  changed_by_user_id: number | null;
  field_name: string;
  old_value: string | null;
  new_value: string | null;
}
export interface TagTypesTable {
  tag_type_id: number;
  name: string;
  wireless_protocol: string;
}
export interface TagsTable {
  tag_id: Generated<number>;
  project_id: number;
  tag: string;
  tag_type_id: number;
  is_active: Generated<boolean>;
  created_at: GeneratedTimestamp;
}
export interface WorkerTagsTable {
  worker_tag_id: Generated<number>;
  project_id: number;
  worker_id: number;
  tag_id: number;
  start_date: DateOnly;
  end_date: DateOnly | null;
  /** Filled from the dates by a trigger unless given: the instants the holder changes. */
  valid_from: ColumnType<Date, Date | string | undefined, Date | string>;
  valid_to: Timestamp | null;
  created_at: GeneratedTimestamp;
}
export interface ZonesTable {
  project_zone_id: Generated<number>;
  project_id: number;
  parent_project_zone_id: number | null;
  zone_name: string;
  zone_description: string | null;
  is_archived: Generated<boolean>;
  is_site_entrance_exit: Generated<boolean>;
  default_authorization_status: Generated<'ALLOW' | 'DENY' | 'INHERIT'>;
  created_at: GeneratedTimestamp;
}
export type AccessLevel = 'Indefinite' | 'Limited' | 'Deny';
export interface ZoneContractRulesTable {
  zone_contract_rule_id: Generated<number>;
  project_id: number;
  project_zone_id: number;
  contract_id: number;
  access_level: AccessLevel;
  start_date_inclusive: DateOnly | null;
  end_date_inclusive: DateOnly | null;
}
export interface ZoneWorkerRulesTable {
  zone_worker_rule_id: Generated<number>;
  project_id: number;
  project_zone_id: number;
  worker_id: number;
  access_level: AccessLevel;
  start_date_inclusive: DateOnly | null;
  end_date_inclusive: DateOnly | null;
}
export interface HardwareModelsTable {
  hardware_model_id: number;
  name: string;
  display_name: string;
  online_status_minutes_to_wait: number;
  power_status_minutes_to_wait: number;
}
export interface ReadersTable {
  reader_id: Generated<number>;
  project_id: number;
  hardware_model_id: number;
  manufacturer_serial_number: string;
  access_points_count: Generated<number>;
  power_status: Generated<number>;
  battery_level: number | null;
  power_status_since: Timestamp | null;
  first_heard_at: Timestamp | null;
  last_heard_at: Timestamp | null;
  created_at: GeneratedTimestamp;
}
export interface ReaderAssignmentsTable {
  reader_assignment_id: Generated<number>;
  project_id: number;
  reader_id: number;
  valid_from: Timestamp;
  valid_to: Timestamp | null;
  project_zone_id: number | null;
  location_name: string | null;
  read_direction_id: Generated<number>;
  created_by_user_id: number | null;
}
export interface ReaderAssignmentPortsTable {
  project_id: number;
  reader_assignment_id: number;
  port: number;
  project_zone_id: number | null;
  read_direction_id: Generated<number>;
}
export interface RefreshTokensTable {
  refresh_token_id: Generated<number>;
  family_id: string;
  user_id: number;
  token_hash: Buffer;
  client_id: string;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}
export interface PasswordResetKeysTable {
  key_hash: Buffer;
  user_id: number;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}
export type AuthAttemptKind =
  | 'sign_in_failure'
  | 'sign_in_success'
  | 'reset_request'
  | 'access_request'
  | 'reset_failure'
  | 'password_change_failure';
export interface AuthAttemptsTable {
  auth_attempt_id: Generated<number>;
  kind: AuthAttemptKind;
  account: string | null;
  address: string;
  at: GeneratedTimestamp;
}
export interface AccessRequestsTable {
  access_request_id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  company_name: string;
  phone_number: string;
  project_name: string;
  message: string;
  address: string | null;
  created_at: GeneratedTimestamp;
}
export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'held';
export interface OutboxMessagesTable {
  outbox_message_id: Generated<number>;
  project_id: number | null;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  status: Generated<OutboxStatus>;
  send_key: Generated<string>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: GeneratedTimestamp;
  sent_at: Timestamp | null;
}
export interface BlobsTable {
  blob_uid: Generated<string>;
  project_id: number | null;
  mime_type: string;
  original_filename: string | null;
  byte_size: number;
  data: Buffer;
  created_at: GeneratedTimestamp;
}

export interface GatewayKeysTable {
  gateway_key_id: Generated<number>;
  project_id: number;
  name: string;
  key_prefix: string;
  key_hash: Buffer;
  created_by_user_id: number | null;
  created_at: GeneratedTimestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}
export interface EngineConfigVersionTable {
  singleton: Generated<boolean>;
  version: number;
}
export interface TagReadsTable {
  project_id: number;
  reader_id: number;
  port: number;
  tag: string;
  read_at: Timestamp;
  source: number;
  rssi: number | null;
  received_at: GeneratedTimestamp;
  timesheet_date: DateOnly;
  tag_id: number | null;
  worker_id: number | null;
  contract_id: number | null;
  project_zone_id: number | null;
  read_direction_id: number;
  location_name: string | null;
  access_type: number;
  did_worker_have_access: boolean;
}
/** numeric columns arrive as strings from pg. */
type Numeric = ColumnType<string, number | string, number | string>;
export interface WorkerDaysTable {
  project_id: number;
  worker_id: number;
  timesheet_date: DateOnly;
  contract_id: number | null;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
  gross_hours: Numeric;
  onsite_net_hours: Numeric;
  shift_type: 'Day' | 'Night' | 'NotApplicable';
  read_count: number;
  computed_at: GeneratedTimestamp;
}
export interface WorkerLastSeenTable {
  project_id: number;
  worker_id: number;
  seen_at: Timestamp;
  reader_id: number;
  port: number;
  project_zone_id: number | null;
  read_direction_id: number;
  is_unauthorized: boolean;
}
export interface UnassignedTagDaysTable {
  project_id: number;
  timesheet_date: DateOnly;
  tag: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
  read_count: number;
}
export interface PresenceDirtyTable {
  dirty_id: Generated<number>;
  project_id: number;
  worker_id: number;
  timesheet_date: DateOnly;
  marked_at: GeneratedTimestamp;
}

export interface WorkforcePlanDaysTable {
  project_id: number;
  contract_id: number;
  plan_date: DateOnly;
  planned_headcount: number;
  planned_hours: Numeric;
  source: 'manual' | 'import';
  updated_at: GeneratedTimestamp;
}
/** Per contract per timesheet date: the sums of its worker-days (kept by the engine). */
export interface ContractDaysTable {
  project_id: number;
  contract_id: number;
  timesheet_date: DateOnly;
  worker_count: number;
  onsite_net_hours: Numeric;
  gross_hours: Numeric;
  day_shift_count: number;
  night_shift_count: number;
  not_applicable_count: number;
}
// --- realtime dashboard and alerts (0006-realtime) ---------------------------------------------
export interface RealtimeConfigurationsTable {
  project_id: number;
  realtime_dashboard_enabled: Generated<boolean>;
  timeout_seconds: Generated<number>;
  unauthorized_alert_enabled: Generated<boolean>;
  zone_density_alert_enabled: Generated<boolean>;
  updated_at: GeneratedTimestamp;
}
export interface RealtimeAreasTable {
  realtime_area_id: Generated<number>;
  project_id: number;
  name: string;
  sort_order: number;
  image_blob_uid: string;
  desktop_placement: 'top' | 'side';
  image_width: number;
  image_height: number;
  created_at: GeneratedTimestamp;
}
export interface RealtimeAreaZonesTable {
  project_id: number;
  realtime_area_id: number;
  project_zone_id: number;
  pin_location: string;
  x: number;
  y: number;
}
export interface AlertInstancesTable {
  alert_instance_id: Generated<number>;
  project_id: number;
  alert_type: string;
  is_active: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}
export interface ZoneDensityRulesTable {
  project_id: number;
  alert_instance_id: number;
  project_zone_id: number;
  cutoff_value: number | null;
  cutoff_minutes: Generated<number>;
}
export interface AlertFactsTable {
  alert_fact_id: Generated<number>;
  project_id: number;
  alert_type: string;
  worker_id: number | null;
  project_zone_id: number | null;
  contract_id: number | null;
  reader_id: number | null;
  fact_date: DateOnly | null;
  status: Generated<number>;
  triggered_at: Timestamp;
  resolved_at: Timestamp | null;
  snoozed_until: Timestamp | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: GeneratedTimestamp;
}
export interface ZoneDensityStateTable {
  project_id: number;
  project_zone_id: number;
  over_since: Timestamp | null;
  worker_count: number;
  evaluated_at: Timestamp;
}

export interface DB {
  app_settings: AppSettingsTable;
  accounts: AccountsTable;
  companies: CompaniesTable;
  projects: ProjectsTable;
  users: UsersTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  project_memberships: ProjectMembershipsTable;
  divisions: DivisionsTable;
  contracts: ContractsTable;
  workers: WorkersTable;
  worker_changelog: WorkerChangelogTable;
  tag_types: TagTypesTable;
  tags: TagsTable;
  worker_tags: WorkerTagsTable;
  zones: ZonesTable;
  zone_contract_rules: ZoneContractRulesTable;
  zone_worker_rules: ZoneWorkerRulesTable;
  hardware_models: HardwareModelsTable;
  readers: ReadersTable;
  reader_assignments: ReaderAssignmentsTable;
  reader_assignment_ports: ReaderAssignmentPortsTable;
  refresh_tokens: RefreshTokensTable;
  password_reset_keys: PasswordResetKeysTable;
  auth_attempts: AuthAttemptsTable;
  access_requests: AccessRequestsTable;
  outbox_messages: OutboxMessagesTable;
  blobs: BlobsTable;
  gateway_keys: GatewayKeysTable;
  engine_config_version: EngineConfigVersionTable;
  tag_reads: TagReadsTable;
  worker_days: WorkerDaysTable;
  worker_last_seen: WorkerLastSeenTable;
  unassigned_tag_days: UnassignedTagDaysTable;
  presence_dirty: PresenceDirtyTable;
  workforce_plan_days: WorkforcePlanDaysTable;
  contract_days: ContractDaysTable;
  realtime_configurations: RealtimeConfigurationsTable;
  realtime_areas: RealtimeAreasTable;
  realtime_area_zones: RealtimeAreaZonesTable;
  alert_instances: AlertInstancesTable;
  zone_density_rules: ZoneDensityRulesTable;
  alert_facts: AlertFactsTable;
  zone_density_state: ZoneDensityStateTable;
}
