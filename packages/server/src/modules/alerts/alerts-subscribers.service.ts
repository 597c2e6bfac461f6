import {
  ALERT_DEFINITIONS,
  ALERT_INSTANCE_MESSAGES,
  type AlertToggleResult,
  ALERT_NAMES,
  ALERT_SUBSCRIBER_MESSAGES,
  subscriberE164,
  type AlertSubscriber,
  type AlertSubscriberUpsert,
  type AlertSubscribersList,
  type AlertSubscribersQuery,
  type AlertsList,
  type UnauthorizedPersonInstance,
} from '@siteline/shared';
import type { Database } from '../../db/database.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import * as repo from './alerts-subscribers.repository.ts';

export type AlertSubscribersService = ReturnType<typeof createAlertSubscribersService>;

const definitionOf = (type: string) => ALERT_DEFINITIONS.find((d) => d.alertType === type);

/** The alert definitions (spec 001 §3) and the project's subscribers (spec 001 §3, 002 §3). */
export function createAlertSubscribersService(deps: { db: Database }) {
  const { db } = deps;

  async function list(
    projectId: number,
    query: AlertSubscribersQuery,
  ): Promise<AlertSubscribersList> {
    const rows = await repo.subscribers(db, projectId, {
      by: query.orderBySubscribers,
      reverse: query.reverseSubscribers,
    });
    return {
      alertSubscribers: rows.map((r): AlertSubscriber => ({
        ProjectAlertSubscriberId: r.project_alert_subscriber_id,
        ProjectId: projectId,
        SubscriberName: r.subscriber_name,
        CountryCode: r.country_code,
        PhoneNumber: r.phone_number,
        SubscribeToAllAlerts: r.subscribe_to_all,
        Alerts: r.alert_types.flatMap((type) => {
          const d = definitionOf(type);
          return d ? [{ AlertId: d.alertId, AlertType: d.alertType }] : [];
        }),
        QuietFrom: r.quiet_from,
        QuietTo: r.quiet_to,
      })),
    };
  }

  return {
    /**
     * The alerts and their switches. The spec counts an alert active when it has an
     * alertInstanceId; an instance keeps its settings while off, so isActive is the truth (0030).
     */
    async alerts(projectId: number): Promise<AlertsList> {
      const instances = new Map(
        (await repo.instances(db, projectId)).map((i) => [i.alert_type, i]),
      );
      // Unauthorized persons are raised by the realtime switch until the alert is switched here.
      const unauthorized = await repo.unauthorizedSwitch(db, projectId);
      return {
        alerts: ALERT_DEFINITIONS.map((d) => {
          const instance = instances.get(d.alertType);
          return {
            alertId: d.alertId,
            alertType: d.alertType,
            alertName: ALERT_NAMES[d.alertType],
            isActive:
              instance?.is_active ?? (d.alertType === 'UnauthorizedPerson' ? unauthorized : false),
            alertInstanceId: instance?.alert_instance_id ?? null,
            webDisplayConst: d.webDisplayConst,
          };
        }),
      };
    },

    list,

    /** spec 001 §3–§4: switch an alert on (making its instance: isNew) or off. */
    async toggle(
      projectId: number,
      alertId: number,
      isActive: boolean,
    ): Promise<AlertToggleResult> {
      const definition = ALERT_DEFINITIONS.find((d) => d.alertId === alertId);
      if (!definition) throw new NotFoundError(ALERT_INSTANCE_MESSAGES.unknownAlert);
      const row = await repo.toggleInstance(db, projectId, definition.alertType, isActive);
      return {
        alertId,
        alertInstanceId: row.alert_instance_id,
        isActive: row.is_active,
        isNew: row.isNew,
      };
    },

    /** The unauthorized-person page: the alert's switch and the realtime dashboard's. */
    async unauthorized(projectId: number): Promise<UnauthorizedPersonInstance> {
      const found = (await repo.instances(db, projectId)).find(
        (i) => i.alert_type === 'UnauthorizedPerson',
      );
      const realtime = await repo.unauthorizedSwitch(db, projectId);
      return {
        UnauthorizedAlertInstanceId: found?.alert_instance_id ?? null,
        IsActive: found?.is_active ?? realtime,
        UnauthorizedAlertEnabled: realtime,
      };
    },

    async saveUnauthorized(projectId: number, isActive: boolean) {
      await repo.toggleInstance(db, projectId, 'UnauthorizedPerson', isActive);
      return this.unauthorized(projectId);
    },

    /** Unauthorized persons are raised unless the alert was switched off here. */
    async unauthorizedInstanceOn(projectId: number): Promise<boolean> {
      const found = (await repo.instances(db, projectId)).find(
        (i) => i.alert_type === 'UnauthorizedPerson',
      );
      return found?.is_active ?? true;
    },

    async upsert(projectId: number, body: AlertSubscriberUpsert): Promise<AlertSubscriber> {
      if (body.ProjectId !== projectId)
        throw new ValidationError('ProjectId must be the project of the address.');
      const e164 = subscriberE164(body.CountryCode, body.PhoneNumber)!;
      // The schema has checked every AlertId names a definition.
      const types = [
        ...new Set(
          body.Alerts.map((a) => ALERT_DEFINITIONS.find((d) => d.alertId === a.AlertId)!.alertType),
        ),
      ];
      const id = await db.transaction().execute((tx) =>
        repo.upsertSubscriber(
          tx,
          projectId,
          body.ProjectAlertSubscriberId ?? null,
          {
            name: body.SubscriberName.trim(),
            countryCode: body.CountryCode,
            phoneNumber: e164.slice(body.CountryCode.length),
            e164,
            all: body.SubscribeToAllAlerts,
            quietFrom: body.QuietFrom ?? null,
            quietTo: body.QuietTo ?? null,
          },
          types,
        ),
      );
      if (id === undefined) throw new NotFoundError(ALERT_SUBSCRIBER_MESSAGES.notFound);
      const { alertSubscribers } = await list(projectId, {
        orderBySubscribers: 'SubscriberName',
        reverseSubscribers: false,
      });
      return alertSubscribers.find((s) => s.ProjectAlertSubscriberId === id)!;
    },

    async remove(projectId: number, subscriberId: number): Promise<void> {
      if (!(await repo.deleteSubscriber(db, projectId, subscriberId)))
        throw new NotFoundError(ALERT_SUBSCRIBER_MESSAGES.notFound);
    },
  };
}
