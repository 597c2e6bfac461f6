import { sql, type Kysely } from 'kysely';

/**
 * The core of DOMAIN.md: tenancy, people, contracts, workers, tags, places and hardware, plus the
 * auth and messaging tables the foundation needs. Every project-owned table carries project_id
 * and references its parents through (project_id, id) so a row can never point across projects.
 * Never edit a migration once it has landed: add a new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS btree_gist;

    CREATE TABLE app_settings (
      key text PRIMARY KEY,
      value text NOT NULL
    );

    -- Tenancy ---------------------------------------------------------------------------------
    CREATE TABLE accounts (
      account_id serial PRIMARY KEY,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE companies (
      company_id serial PRIMARY KEY,
      name text NOT NULL,
      url text,
      phone text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX companies_name_idx ON companies (lower(name));

    CREATE TABLE projects (
      project_id serial PRIMARY KEY,
      account_id int NOT NULL REFERENCES accounts,
      title text NOT NULL,
      start_date date NOT NULL,
      end_date date,
      time_zone_id text NOT NULL,
      site_display_const text NOT NULL DEFAULT 'SITE',
      show_contact_information boolean NOT NULL DEFAULT true,
      -- Local hour before which a read belongs to the previous timesheet date (DOMAIN.md).
      workday_boundary_hour smallint NOT NULL DEFAULT 3 CHECK (workday_boundary_hour BETWEEN 0 AND 23),
      -- Shift windows by start time; both null means the project defines no shifts.
      day_shift_start time DEFAULT '04:00',
      night_shift_start time DEFAULT '14:00',
      short_code text UNIQUE,
      is_demo boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((day_shift_start IS NULL) = (night_shift_start IS NULL))
    );

    -- People ------------------------------------------------------------------------------------
    CREATE TABLE users (
      user_id serial PRIMARY KEY,
      email text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      phone text,
      password_hash text,
      user_status_id smallint NOT NULL DEFAULT 1,
      is_demo_user boolean NOT NULL DEFAULT false,
      is_provider_employee boolean NOT NULL DEFAULT false,
      is_visibility_only_user boolean NOT NULL DEFAULT false,
      -- Tokens issued before this instant are refused (password reset, disabling).
      tokens_valid_after timestamptz NOT NULL DEFAULT 'epoch',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email_key ON users (lower(email));

    CREATE TABLE roles (
      role_id serial PRIMARY KEY,
      -- Null for the seeded roles every project shares.
      project_id int REFERENCES projects,
      name text NOT NULL,
      level smallint NOT NULL
    );
    CREATE UNIQUE INDEX roles_name_key ON roles (coalesce(project_id, 0), name);

    CREATE TABLE role_permissions (
      role_id int NOT NULL REFERENCES roles ON DELETE CASCADE,
      permission text NOT NULL,
      PRIMARY KEY (role_id, permission)
    );

    CREATE TABLE project_memberships (
      membership_id serial PRIMARY KEY,
      project_id int NOT NULL REFERENCES projects,
      user_id int NOT NULL REFERENCES users,
      role_id int NOT NULL REFERENCES roles,
      -- A contractor membership limited to the contracts of one company.
      company_id int REFERENCES companies,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (project_id, user_id, role_id)
    );
    CREATE INDEX project_memberships_user_idx ON project_memberships (user_id);

    -- Contracts -------------------------------------------------------------------------------
    CREATE TABLE divisions (
      division_id serial PRIMARY KEY,
      project_id int NOT NULL REFERENCES projects,
      code text NOT NULL,
      name text NOT NULL,
      UNIQUE (project_id, division_id),
      UNIQUE (project_id, name)
    );

    CREATE TABLE contracts (
      contract_id serial PRIMARY KEY,
      project_id int NOT NULL REFERENCES projects,
      -- Null for a placeholder contract with no company yet.
      company_id int REFERENCES companies,
      parent_contract_id int,
      contract_type_id smallint NOT NULL DEFAULT 5,
      trade text,
      trade_other text,
      division_id int,
      is_critical_trade boolean NOT NULL DEFAULT false,
      owner_services boolean NOT NULL DEFAULT false,
      display_name text,
      start_date date,
      end_date date,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (project_id, contract_id),
      FOREIGN KEY (project_id, parent_contract_id) REFERENCES contracts (project_id, contract_id),
      FOREIGN KEY (project_id, division_id) REFERENCES divisions (project_id, division_id),
      CHECK (parent_contract_id IS DISTINCT FROM contract_id)
    );
    CREATE INDEX contracts_parent_idx ON contracts (project_id, parent_contract_id);

    -- Workers ---------------------------------------------------------------------------------
    CREATE TABLE workers (
      worker_id serial PRIMARY KEY,
      project_id int NOT NULL REFERENCES projects,
      contract_id int NOT NULL,
      title text,
      first_name text NOT NULL,
      middle_name text,
      last_name text NOT NULL,
      trade text,
      ethnicity text,
      other_ethnicity text,
      notes text,
      address text,
      telephone text,
      email text,
      photo_blob_uid uuid,
      profile_picture_aspect_ratio real,
      -- Dynamic registration fields keyed by FieldName (dotted names nest).
      fields jsonb NOT NULL DEFAULT '{}',
      is_deleted boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (project_id, worker_id),
      FOREIGN KEY (project_id, contract_id) REFERENCES contracts (project_id, contract_id)
    );
    CREATE INDEX workers_contract_idx ON workers (project_id, contract_id);
    CREATE INDEX workers_name_idx ON workers (project_id, lower(last_name), lower(first_name));

    CREATE TABLE worker_changelog (
      worker_changelog_id bigserial PRIMARY KEY,
      project_id int NOT NULL,
      worker_id int NOT NULL,
      changed_at timestamptz NOT NULL DEFAULT now(),
      changed_by_user_id int REFERENCES users,
      field_name text NOT NULL,
      old_value text,
      new_value text,
      FOREIGN KEY (project_id, worker_id) REFERENCES workers (project_id, worker_id)
    );
    CREATE INDEX worker_changelog_worker_idx ON worker_changelog (project_id, worker_id, changed_at);

    -- Tags ------------------------------------------------------------------------------------
    CREATE TABLE tag_types (
      tag_type_id smallint PRIMARY KEY,
      name text NOT NULL,
      wireless_protocol text NOT NULL
    );
    INSERT INTO tag_types (tag_type_id, name, wireless_protocol) VALUES
      (1, 'BLE Badge', 'BLE'),
      (2, 'NFC Card', 'NFC'),
      (3, 'BLE Hard Hat Tag', 'BLE'),
      (4, 'Mobile', 'BLE'),
      (5, 'SafeProx', 'BLE');

    CREATE TABLE tags (
      tag_id serial PRIMARY KEY,
      project_id int NOT NULL REFERENCES projects,
      tag text NOT NULL,
      tag_type_id smallint NOT NULL REFERENCES tag_types,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (project_id, tag_id),
      UNIQUE (project_id, tag)
    );

    -- A tag belongs to at most one worker on any project-local date (DOMAIN.md "Worker tag").
    CREATE TABLE worker_tags (
      worker_tag_id serial PRIMARY KEY,
      project_id int NOT NULL,
      worker_id int NOT NULL,
      tag_id int NOT NULL,
      start_date date NOT NULL,
      end_date date,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (project_id, worker_id) REFERENCES workers (project_id, worker_id),
      FOREIGN KEY (project_id, tag_id) REFERENCES tags (project_id, tag_id),
      CHECK (end_date IS NULL OR end_date >= start_date),
      EXCLUDE USING gist (tag_id WITH =, daterange(start_date, end_date, '[]') WITH &&)
    );
    CREATE INDEX worker_tags_worker_idx ON worker_tags (project_id, worker_id);

    -- Places ----------------------------------------------------------------------------------
    CREATE TABLE zones (
      project_zone_id serial PRIMARY KEY,
      project_id int NOT NULL REFERENCES projects,
      parent_project_zone_id int,
      zone_name text NOT NULL,
      zone_description text,
      is_archived boolean NOT NULL DEFAULT false,
      is_site_entrance_exit boolean NOT NULL DEFAULT false,
      default_authorization_status text NOT NULL DEFAULT 'INHERIT'
        CHECK (default_authorization_status IN ('ALLOW', 'DENY', 'INHERIT')),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (project_id, project_zone_id),
      FOREIGN KEY (project_id, parent_project_zone_id) REFERENCES zones (project_id, project_zone_id)
    );
    CREATE INDEX zones_parent_idx ON zones (project_id, parent_project_zone_id);

    CREATE TABLE zone_contract_rules (
      zone_contract_rule_id serial PRIMARY KEY,
      project_id int NOT NULL,
      project_zone_id int NOT NULL,
      contract_id int NOT NULL,
      access_level text NOT NULL CHECK (access_level IN ('Indefinite', 'Limited', 'Deny')),
      start_date_inclusive date,
      end_date_inclusive date,
      UNIQUE (project_zone_id, contract_id),
      FOREIGN KEY (project_id, project_zone_id) REFERENCES zones (project_id, project_zone_id),
      FOREIGN KEY (project_id, contract_id) REFERENCES contracts (project_id, contract_id)
    );

    CREATE TABLE zone_worker_rules (
      zone_worker_rule_id serial PRIMARY KEY,
      project_id int NOT NULL,
      project_zone_id int NOT NULL,
      worker_id int NOT NULL,
      access_level text NOT NULL CHECK (access_level IN ('Indefinite', 'Limited', 'Deny')),
      start_date_inclusive date,
      end_date_inclusive date,
      UNIQUE (project_zone_id, worker_id),
      FOREIGN KEY (project_id, project_zone_id) REFERENCES zones (project_id, project_zone_id),
      FOREIGN KEY (project_id, worker_id) REFERENCES workers (project_id, worker_id)
    );

    -- Hardware --------------------------------------------------------------------------------
    CREATE TABLE hardware_models (
      hardware_model_id smallint PRIMARY KEY,
      name text NOT NULL,
      display_name text NOT NULL,
      online_status_minutes_to_wait int NOT NULL,
      power_status_minutes_to_wait int NOT NULL DEFAULT 3
    );
    INSERT INTO hardware_models VALUES
      (1, 'BLE Gateway', 'BLE', 15, 3),
      (2, 'NFC Reader', 'NFC', 60, 3);

    CREATE TABLE readers (
      reader_id serial PRIMARY KEY,
      project_id int NOT NULL REFERENCES projects,
      hardware_model_id smallint NOT NULL REFERENCES hardware_models,
      manufacturer_serial_number text NOT NULL,
      access_points_count smallint NOT NULL DEFAULT 1 CHECK (access_points_count BETWEEN 1 AND 16),
      -- 1 Hardwired, 2 Battery, 3 Unknown, 4 Not Available (as reported by the reader).
      power_status smallint NOT NULL DEFAULT 3,
      battery_level smallint,
      power_status_since timestamptz,
      first_heard_at timestamptz,
      last_heard_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (project_id, reader_id),
      UNIQUE (project_id, manufacturer_serial_number)
    );

    -- A reader's placement, versioned: a new row (and the old one closed) on every change.
    CREATE TABLE reader_assignments (
      reader_assignment_id serial PRIMARY KEY,
      project_id int NOT NULL,
      reader_id int NOT NULL,
      valid_from timestamptz NOT NULL,
      valid_to timestamptz,
      project_zone_id int,
      location_name text,
      read_direction_id smallint NOT NULL DEFAULT 1 CHECK (read_direction_id IN (1, 2, 3)),
      created_by_user_id int REFERENCES users,
      UNIQUE (project_id, reader_assignment_id),
      FOREIGN KEY (project_id, reader_id) REFERENCES readers (project_id, reader_id),
      FOREIGN KEY (project_id, project_zone_id) REFERENCES zones (project_id, project_zone_id),
      EXCLUDE USING gist (reader_id WITH =, tstzrange(valid_from, valid_to) WITH &&)
    );

    CREATE TABLE reader_assignment_ports (
      project_id int NOT NULL,
      reader_assignment_id int NOT NULL,
      port smallint NOT NULL CHECK (port >= 1),
      project_zone_id int,
      read_direction_id smallint NOT NULL DEFAULT 1 CHECK (read_direction_id IN (1, 2, 3)),
      PRIMARY KEY (reader_assignment_id, port),
      FOREIGN KEY (project_id, reader_assignment_id)
        REFERENCES reader_assignments (project_id, reader_assignment_id) ON DELETE CASCADE,
      FOREIGN KEY (project_id, project_zone_id) REFERENCES zones (project_id, project_zone_id)
    );

    -- Auth ------------------------------------------------------------------------------------
    CREATE TABLE refresh_tokens (
      refresh_token_id bigserial PRIMARY KEY,
      family_id uuid NOT NULL,
      user_id int NOT NULL REFERENCES users,
      token_hash bytea NOT NULL UNIQUE,
      client_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz
    );
    CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
    CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id) WHERE revoked_at IS NULL;

    CREATE TABLE password_reset_keys (
      key_hash bytea PRIMARY KEY,
      user_id int NOT NULL REFERENCES users,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );

    -- Failed sign-ins and reset requests, counted per account and per address for throttling.
    CREATE TABLE auth_attempts (
      auth_attempt_id bigserial PRIMARY KEY,
      kind text NOT NULL
        CHECK (kind IN ('sign_in_failure', 'sign_in_success', 'reset_request', 'access_request')),
      account text,
      address text NOT NULL,
      at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX auth_attempts_account_idx ON auth_attempts (kind, account, at);
    CREATE INDEX auth_attempts_address_idx ON auth_attempts (kind, address, at);

    CREATE TABLE access_requests (
      access_request_id serial PRIMARY KEY,
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text NOT NULL,
      company_name text NOT NULL,
      phone_number text NOT NULL DEFAULT '',
      project_name text NOT NULL DEFAULT '',
      message text NOT NULL DEFAULT '',
      address text,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    -- Messaging and files -----------------------------------------------------------------------
    CREATE TABLE outbox_messages (
      outbox_message_id bigserial PRIMARY KEY,
      project_id int REFERENCES projects,
      channel text NOT NULL CHECK (channel IN ('email', 'sms')),
      recipient text NOT NULL,
      subject text,
      body_text text NOT NULL,
      body_html text,
      -- queued -> sending -> sent | failed; held when no transport is configured.
      status text NOT NULL DEFAULT 'queued'
        CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'held')),
      send_key uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      attempts int NOT NULL DEFAULT 0,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    );
    CREATE INDEX outbox_messages_pending_idx ON outbox_messages (created_at)
      WHERE status IN ('queued', 'failed');

    CREATE TABLE blobs (
      blob_uid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id int REFERENCES projects,
      mime_type text NOT NULL,
      original_filename text,
      byte_size int NOT NULL,
      data bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE blobs, outbox_messages, access_requests, auth_attempts, password_reset_keys,
      refresh_tokens, reader_assignment_ports, reader_assignments, readers, hardware_models,
      zone_worker_rules, zone_contract_rules, zones, worker_tags, tags, tag_types,
      worker_changelog, workers, contracts, divisions, project_memberships, role_permissions,
      roles, users, projects, companies, accounts, app_settings;
  `.execute(db);
}
