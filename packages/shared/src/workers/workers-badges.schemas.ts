import { z } from 'zod';
import { idParamSchema, idSchema } from '../common/id.schemas.ts';
import { plainText } from '../common/text.schemas.ts';

/**
 * A worker's tags, photo and badge (spec 002 §3 "Worker tag", §7 "Worker: current tag types,
 * create tag, end tag, delete tag, upload photo, update photo, print badge"; paths not shown, so
 * designed in the resource style under /api/v1/projects/{projectId}/workers/{workerId}).
 */

export const WORKER_BADGES_MESSAGES = {
  saveTag: 'Error saving tag',
  deleteTag: 'Error deleting tag',
  badgePrinted: 'Badge printed successfully!',
  lastTag: 'A worker’s only tag cannot be deleted.',
  endBeforeStart: 'The end date cannot be before the start date.',
  limitedNeedsEnd: 'A limited tag needs an end date.',
  tagNotFound: 'No such tag for this worker.',
  workerNotFound: 'No such worker on this project.',
  templateNotFound: 'No such badge template on this project.',
  photoType: 'The photo must be a JPEG, PNG or WebP image.',
  photoTooLarge: 'The photo is larger than 10 MB.',
  photoMissing: 'Choose a photo to upload.',
  cropOutside: 'The crop lies outside the photo.',
  uploadNotFound: 'The uploaded photo was not found; upload it again.',
  fileNotFound: 'No such file.',
  noPhoto: 'This worker has no photo.',
} as const;

/** spec 002 §9: tag errors stay on screen 12 s. */
export const TAG_ERROR_DURATION_MS = 12_000;

/** Upload limits: the bytes of the file and the pixels sharp will decode. */
export const PHOTO_LIMITS = {
  fileBytes: 10 * 1024 * 1024,
  inputPixels: 40_000_000,
  /** The stored photo fits in this box (portrait badge photo). */
  maxWidth: 600,
  maxHeight: 800,
} as const;
/** A photo's thumbnail (the directory's rows): this many pixels high, as a JPEG. */
export const PHOTO_THUMBNAIL_HEIGHT = 96;

/**
 * The thumbnail's address: `v` is the photo's blob, so a new photo is a new address and the
 * browser may keep each one for good.
 */
export function workerThumbnailPath(projectId: number, workerId: number, photoUid: string): string {
  return `/api/v1/projects/${projectId}/workers/${workerId}/photo/thumbnail?v=${photoUid}`;
}
export const WorkerThumbnailQuerySchema = z.object({ v: z.uuid().optional() });

export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const dateText = (message: string) => z.iso.date({ error: message });

export const WorkerBadgesParamsSchema = z.object({
  projectId: idParamSchema(),
  workerId: idParamSchema(),
});
export type WorkerBadgesParams = z.infer<typeof WorkerBadgesParamsSchema>;

export const WorkerTagParamsSchema = WorkerBadgesParamsSchema.extend({
  workerTagId: idParamSchema(),
});

export const WorkerTagSchema = z.object({
  WorkerTagId: z.number().int(),
  Tag: z.string(),
  TagId: z.number().int(),
  TagTypeId: z.number().int(),
  TagTypeName: z.string(),
  StartDate: z.string(),
  EndDate: z.string().nullable(),
  /** "A tag with no end date counts as indefinite." */
  IsIndefinite: z.boolean(),
  /** In force today (project time zone). */
  IsActive: z.boolean(),
});
export type WorkerTag = z.infer<typeof WorkerTagSchema>;

export const WorkerTagListSchema = z.object({
  Tags: z.array(WorkerTagSchema),
  /**
   * The project's today as a timesheet date (its time zone and workday boundary): what a tag's
   * StartDate and EndDate mean, and a new tag's default start.
   */
  Today: z.string(),
});
export type WorkerTagList = z.infer<typeof WorkerTagListSchema>;

export const TagTypeSchema = z.object({
  TagTypeId: z.number().int(),
  Name: z.string(),
  WirelessProtocol: z.string(),
});
export type TagType = z.infer<typeof TagTypeSchema>;
export const TagTypeListSchema = z.array(TagTypeSchema);

export const VALID_THROUGH_RANGES = ['Indefinite', 'Limited'] as const;

/** Assign a tag (new, or existing on the project) to the worker. */
export const WorkerTagAssignSchema = z
  .object({
    Tag: plainText('Enter the tag.')
      .transform((s) => s.trim())
      .pipe(z.string().min(1, 'Enter the tag.').max(64, 'A tag has at most 64 characters.')),
    TagTypeId: idSchema('Choose a tag type.').max(32_767).optional(),
    ValidThroughRange: z.enum(VALID_THROUGH_RANGES, { error: 'Choose Indefinite or Limited.' }),
    /** Default: today in the project's time zone. */
    StartDateInclusive: dateText('Enter a valid start date.').optional(),
    EndDateInclusive: dateText('Enter a valid end date.').nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.ValidThroughRange === 'Limited' && !v.EndDateInclusive) {
      ctx.addIssue({
        code: 'custom',
        path: ['EndDateInclusive'],
        message: WORKER_BADGES_MESSAGES.limitedNeedsEnd,
      });
    }
  });
export type WorkerTagAssign = z.infer<typeof WorkerTagAssignSchema>;

/** "Editing an existing tag only sets its end date." */
export const WorkerTagEndSchema = z.object({
  LastDateWorkerHadTag: dateText('Enter a valid end date.'),
});
export type WorkerTagEnd = z.infer<typeof WorkerTagEndSchema>;

export const PhotoUploadResultSchema = z.object({
  BlobUid: z.string(),
  PhotoUrl: z.string(),
  Width: z.number().int(),
  Height: z.number().int(),
});
export type PhotoUploadResult = z.infer<typeof PhotoUploadResultSchema>;

const cropNumber = z.number({ error: 'Crop values are numbers.' }).int().min(0).max(100_000);
export const CropDataSchema = z.object({
  X: cropNumber,
  Y: cropNumber,
  Width: cropNumber.min(1),
  Height: cropNumber.min(1),
});
export type CropData = z.infer<typeof CropDataSchema>;

export const PhotoUpdateSchema = z.object({
  BlobUid: z.uuid({ error: WORKER_BADGES_MESSAGES.uploadNotFound }),
  CropData: CropDataSchema,
});
export type PhotoUpdate = z.infer<typeof PhotoUpdateSchema>;

export const WorkerPhotoSchema = z.object({
  PhotoUrl: z.string().nullable(),
  ProfilePictureAspectRatio: z.number().nullable(),
});
export type WorkerPhoto = z.infer<typeof WorkerPhotoSchema>;

export const BadgeTemplateSchema = z.object({
  ProjectBadgeTemplateId: z.number().int(),
  Name: z.string(),
  IsDefault: z.boolean(),
});
export type BadgeTemplate = z.infer<typeof BadgeTemplateSchema>;
export const BadgeTemplateListSchema = z.array(BadgeTemplateSchema);

export const PrintBadgeSchema = z.object({
  ProjectBadgeTemplateId: idSchema('Choose a badge template.'),
  WorkerTagId: idSchema('Choose a tag.'),
});
export type PrintBadge = z.infer<typeof PrintBadgeSchema>;

export const PrintBadgeResultSchema = z.object({ uid: z.string() });
export type PrintBadgeResult = z.infer<typeof PrintBadgeResultSchema>;

export const DownloadFileQuerySchema = z.object({
  uid: z.uuid({ error: WORKER_BADGES_MESSAGES.fileNotFound }),
});

/** Where a stored file (a worker's photo, a printed badge) is read: members of its project only. */
export function downloadUrl(uid: string): string {
  return `/api/v2/downloads/file?uid=${encodeURIComponent(uid)}`;
}
