import {
  ALWAYS_REQUIRED_FIELDS,
  SELF_REGISTRATION_MESSAGES as M,
  registrationValuesSchema,
  type SelfRegistrationDone,
  type SelfRegistrationForm,
  type SelfRegistrationSubmit,
} from '@siteline/shared';
import type { BlobStore } from '../../db/blob-store.ts';
import type { Database } from '../../db/database.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { badgePhoto, cleanSignature } from '../../lib/photo.ts';
import { localDateTime } from '../../lib/time.ts';
import { recordWorkerChanges } from '../workers/workers-changelog.ts';
import { companiesOf, splitValues } from './registrations-desk.service.ts';
import * as repo from './registrations-desk.repository.ts';
import type { RegistrationsDocumentsService } from './registrations-documents.service.ts';
import type { RegistrationsFieldsService } from './registrations-fields.service.ts';
import { randomCode } from './registrations-pin.service.ts';
import { selfRegistrationRepository as selfRepo } from './registrations-self.repository.ts';
import { signedCopy } from './registrations-self-signing.ts';
import { raiseRegistered, type RegistrationWebhooks } from './registrations-events.ts';

export type RegistrationsSelfService = ReturnType<typeof createRegistrationsSelfService>;

/** 31^6 ≈ 8.9·10^8 codes a project; a clash with one of its own draws again. */
const CODE_LENGTH = 6;

export const selfDocumentPath = (pin: string, id: number) =>
  `/api/v1/public/registrations/${encodeURIComponent(pin)}/documents/${id}`;

function decode(base64: string): Buffer {
  return Buffer.from(base64, 'base64');
}

type Deps = {
  db: Database;
  blobs: BlobStore;
  registrationsFields: Pick<RegistrationsFieldsService, 'projectFields'>;
  documents: Pick<RegistrationsDocumentsService, 'file'>;
  webhooks?: RegistrationWebhooks;
};

/**
 * Self-registration (issue 14): the page the project's QR code opens, without a session. The
 * pin is the only key; what it shows of the project is what a worker needs to register.
 */
export function createRegistrationsSelfService(deps: Deps) {
  const { db, blobs, registrationsFields, documents } = deps;

  async function projectByPin(pin: string) {
    const project = await selfRepo.projectByPin(db, pin);
    if (!project) throw new NotFoundError(M.notFound);
    return project;
  }

  /** The fields the project asks on the page; first and last name always. */
  async function selfFields(projectId: number) {
    return (await registrationsFields.projectFields(projectId)).filter(
      (f) =>
        f.IncludeInSelfServiceRegistration ||
        (ALWAYS_REQUIRED_FIELDS as readonly string[]).includes(f.FieldName),
    );
  }

  function projectDocuments(projectId: number) {
    return selfRepo.documents(db, projectId);
  }

  return {
    async form(pin: string): Promise<SelfRegistrationForm> {
      const project = await projectByPin(pin);
      const [fields, contracts, docs] = await Promise.all([
        selfFields(project.project_id),
        repo.listContracts(db, project.project_id),
        projectDocuments(project.project_id),
      ]);
      return {
        ProjectTitle: project.title,
        CountryCode: project.country_code,
        Fields: fields.map(({ workerColumn: _column, ...field }) => field),
        Companies: companiesOf(contracts),
        Documents: docs.map((d) => ({
          RegistrationDocumentId: d.registration_document_id,
          DisplayName: d.display_name,
          FileUrl: selfDocumentPath(pin, d.registration_document_id),
        })),
      };
    },

    /** A document to read before signing (only the pin's project's). */
    async document(pin: string, documentId: number) {
      const project = await projectByPin(pin);
      return documents.file(project.project_id, documentId);
    },

    /**
     * The worker registers themselves: values checked against the self-service fields in the
     * language they chose, a company (and contract when it has several), every document signed,
     * a photo made into a badge photo. The worker, photo, signed copies and changelog are one
     * transaction; the answer is the code they show at the site office.
     */
    async submit(pin: string, body: SelfRegistrationSubmit): Promise<SelfRegistrationDone> {
      const project = await projectByPin(pin);
      const projectId = project.project_id;
      const fields = await selfFields(projectId);
      const parsed = registrationValuesSchema(fields, {
        country: project.country_code,
        language: body.Language,
      }).safeParse(body.Fields);
      if (!parsed.success) {
        throw new ValidationError(
          parsed.error.issues.map((i) => ({ errorMessage: i.message, field: String(i.path[0]) })),
        );
      }
      const values = parsed.data;

      const company = companiesOf(await repo.listContracts(db, projectId)).find(
        (c) => c.CompanyId === body.CompanyId,
      );
      if (!company) throw new ValidationError(M.companyRequired);
      const contract =
        body.ContractId === null
          ? company.Contracts.length === 1
            ? company.Contracts[0]
            : undefined
          : company.Contracts.find((c) => c.ContractId === body.ContractId);
      if (!contract) throw new ValidationError(M.contractRequired);

      const docs = await projectDocuments(projectId);
      const signatures = new Map<number, Buffer>();
      for (const s of body.Signatures) {
        if (!docs.some((d) => d.registration_document_id === s.RegistrationDocumentId)) {
          throw new ValidationError(M.unknownDocument);
        }
        const png = await cleanSignature(decode(s.SignaturePng));
        if (!png) throw new ValidationError(M.signatureType);
        signatures.set(s.RegistrationDocumentId, png);
      }
      if (docs.some((d) => !signatures.has(d.registration_document_id))) {
        throw new ValidationError(M.signEveryDocument);
      }
      const photo = body.Photo === null ? undefined : await badgePhoto(decode(body.Photo));
      if (body.Photo !== null && !photo) throw new ValidationError(M.photoType);

      const firstName = String(values.FirstName ?? '');
      const lastName = String(values.LastName ?? '');
      const phone = typeof values.Telephone === 'string' ? values.Telephone.replace(/\D/g, '') : '';
      const person = {
        firstName,
        lastName,
        birthDate: typeof values.BirthDate === 'string' ? values.BirthDate : null,
        phoneDigits: phone.length >= 7 ? phone : null,
      };

      const signedAt = new Date();
      const signedAtLocal = localDateTime(signedAt, project.time_zone_id);
      const workerName = `${firstName} ${lastName}`;
      const { columns, dynamic, changes } = splitValues(fields, values);

      // The documents as shown to the worker, read once whatever the retries.
      const originals = await Promise.all(
        docs.map(
          async (doc) => (await documents.file(projectId, doc.registration_document_id)).data,
        ),
      );

      for (let attempt = 0; ; attempt += 1) {
        const code = randomCode(CODE_LENGTH);
        // The copies carry the code, so they are stamped per attempt, before the transaction: the
        // PDF work never holds a database connection.
        const copies = await Promise.all(
          docs.map((doc, index) =>
            signedCopy(originals[index]!, {
              documentName: doc.display_name,
              projectTitle: project.title,
              workerName,
              companyName: company.CompanyName,
              signedAtLocal,
              timeZone: project.time_zone_id,
              confirmationCode: code,
              signaturePng: signatures.get(doc.registration_document_id)!,
            }),
          ),
        );
        try {
          let announce = () => Promise.resolve();
          const answer = await db.transaction().execute(async (tx) => {
            // Answered as any registration (a refusal would tell anyone with the pin who is on
            // the project); the office sees the flag in recent registrations and keeps one of
            // the two. Checked under the person's locks: two at once see each other.
            await repo.lockPerson(tx, projectId, person);
            const [duplicateOf] = await repo.findDuplicates(tx, projectId, person);
            const workerId = await repo.insertWorker(tx, {
              projectId,
              contractId: contract.ContractId,
              columns,
              fields: dynamic,
            });
            announce = await raiseRegistered(
              deps.webhooks,
              tx,
              projectId,
              [
                {
                  workerId,
                  firstName: columns.first_name ?? null,
                  lastName: columns.last_name ?? null,
                  contractId: contract.ContractId,
                },
              ],
              'self',
            );
            const photoUid = photo
              ? await blobs.put(tx, {
                  projectId,
                  kind: 'photo',
                  workerId,
                  mimeType: 'image/jpeg',
                  originalFilename: 'worker-photo.jpg',
                  data: photo.data,
                })
              : null;
            await selfRepo.markSelfRegistered(tx, projectId, workerId, {
              code,
              possibleDuplicateOf: duplicateOf?.worker_id ?? null,
              photoBlobUid: photoUid,
              aspectRatio: photo?.aspectRatio ?? null,
            });
            for (const [index, doc] of docs.entries()) {
              const copy = copies[index]!;
              const blobUid = await blobs.put(tx, {
                projectId,
                kind: 'signed-document',
                workerId,
                mimeType: 'application/pdf',
                originalFilename: `${doc.display_name} (signed).pdf`,
                data: Buffer.from(copy),
              });
              await selfRepo.insertSignedDocument(tx, {
                projectId,
                workerId,
                registrationDocumentId: doc.registration_document_id,
                displayName: doc.display_name,
                blobUid,
                signedAt,
                signedAtLocal,
              });
            }
            await recordWorkerChanges(tx, {
              projectId,
              workerId,
              userId: null,
              changes: [
                { field: 'Registration', oldValue: null, newValue: 'Registered themselves' },
                ...changes,
                { field: 'ContractId', oldValue: null, newValue: contract.DisplayName },
                ...(photo ? [{ field: 'Photo', oldValue: null, newValue: 'New photo' }] : []),
                ...docs.map((d) => ({ field: 'Signed', oldValue: null, newValue: d.display_name })),
                ...(duplicateOf
                  ? [
                      {
                        field: 'Possible duplicate of',
                        oldValue: null,
                        newValue: `${duplicateOf.first_name} ${duplicateOf.last_name}`,
                      },
                    ]
                  : []),
              ],
            });
            return {
              ConfirmationCode: code,
              WorkerName: workerName,
              CompanyName: company.CompanyName,
            };
          });
          await announce();
          return answer;
        } catch (error) {
          const clash = (error as { code?: unknown }).code === '23505';
          if (!clash || attempt >= 4) throw error;
        }
      }
    },
  };
}
