import { EvacuationSessionParamsSchema, idParamSchema } from '@siteline/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/authenticate.ts';
import { attachment } from '../../lib/content-disposition.ts';
import { evacuationReportPdf } from './evacuation-report-pdf.ts';
import { evacuationReportFileName, evacuationReportXlsx } from './evacuation-report.ts';
import type { EvacuationService } from './evacuation.service.ts';

const TAGS = ['evacuation'];
/** spec 001 §6: RealtimeEvacuationReport controls the real-time evacuation report. */
const EVACUATION = { projectPermission: ['RealtimeEvacuationReport' as const] };
/** `format` (beyond the spec): the Excel file, or a PDF to print. */
const ReportQuerySchema = z
  .object({
    projectZoneId: idParamSchema().optional(),
    format: z.enum(['xlsx', 'pdf'], { error: 'format must be xlsx or pdf.' }).default('xlsx'),
  })
  .strict();
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF_TYPE = 'application/pdf';

/** spec 001 §3 "Evacuation report … and its download". */
export function evacuationReportRoutes(evacuation: EvacuationService): FastifyPluginAsyncZod {
  return async (app) => {
    const session = '/api/v1/projects/:projectId/evacuation/sessions/:sessionId';
    app.get(
      `${session}/report`,
      {
        config: EVACUATION,
        schema: {
          tags: TAGS,
          summary: 'The evacuation report as an Excel file or a PDF (optionally one last location)',
          params: EvacuationSessionParamsSchema,
          querystring: ReportQuerySchema,
          produces: [XLSX_TYPE, PDF_TYPE],
        },
      },
      async (request, reply) => {
        const found = await evacuation.session(
          requireAuth(request),
          request.params.projectId,
          request.params.sessionId,
        );
        const { format, projectZoneId } = request.query;
        const body =
          format === 'pdf'
            ? await evacuationReportPdf(found, projectZoneId)
            : Buffer.from(evacuationReportXlsx(found, projectZoneId));
        return reply
          .header('Content-Type', format === 'pdf' ? PDF_TYPE : XLSX_TYPE)
          .header('Content-Disposition', attachment(evacuationReportFileName(found, format)))
          .header('Cache-Control', 'no-store')
          .send(body);
      },
    );
  };
}
