import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { PLAN_TEMPLATE_MAX_DAYS, daysBetween, type PlanWeek } from '@siteline/shared';
import { useTranslation } from 'react-i18next';

export interface ContractsPlanTemplateDialogProps {
  /** The week shown: its project's today and end date. */
  week: PlanWeek | undefined;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** Download the template over `days` dates from the project's today. */
  onDownload: (days: number) => void;
}

const MAX_WEEKS = Math.floor(PLAN_TEMPLATE_MAX_DAYS / 7);

/**
 * What the template covers: from the project's today to its end date, or the next N weeks — never
 * from a Monday already past, so a project going live on a Thursday plans from that Thursday.
 */
export function ContractsPlanTemplateDialog(props: ContractsPlanTemplateDialogProps) {
  const { t } = useTranslation();
  const { week } = props;
  // To the project's end when it is set, ahead, and within a year (a template's most).
  const endDays =
    week?.ProjectEndDate && week.ProjectEndDate >= week.Today
      ? daysBetween(week.Today, week.ProjectEndDate) + 1
      : null;
  const toEnd = endDays !== null && endDays <= PLAN_TEMPLATE_MAX_DAYS ? endDays : null;
  const [span, setSpan] = useState<'end' | 'weeks'>(toEnd === null ? 'weeks' : 'end');
  const [weeks, setWeeks] = useState('4');
  const weekCount = Number(weeks);
  const validWeeks = Number.isInteger(weekCount) && weekCount >= 1 && weekCount <= MAX_WEEKS;
  const chosen = span === 'end' && toEnd !== null ? toEnd : validWeeks ? weekCount * 7 : null;

  return (
    <Dialog open={props.open} onClose={props.onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('contractManagement.plan.templateTitle')}</DialogTitle>
      <DialogContent>
        <RadioGroup
          value={span}
          onChange={(event) => setSpan(event.target.value as 'end' | 'weeks')}
          aria-label={t('contractManagement.plan.templateTitle')}
        >
          {toEnd !== null && week?.ProjectEndDate && (
            <FormControlLabel
              value="end"
              control={<Radio />}
              label={t('contractManagement.plan.templateToEnd', {
                from: week.Today,
                to: week.ProjectEndDate,
                count: toEnd,
              })}
            />
          )}
          <FormControlLabel
            value="weeks"
            control={<Radio />}
            label={t('contractManagement.plan.templateWeeks')}
          />
        </RadioGroup>
        {span === 'weeks' && (
          <TextField
            type="number"
            size="small"
            label={t('contractManagement.plan.templateWeekCount')}
            value={weeks}
            onChange={(event) => setWeeks(event.target.value)}
            error={!validWeeks}
            helperText={
              validWeeks
                ? t('contractManagement.plan.templateFrom', { from: week?.Today ?? '' })
                : t('contractManagement.plan.templateWeekRange', { max: MAX_WEEKS })
            }
            slotProps={{ htmlInput: { min: 1, max: MAX_WEEKS } }}
            sx={{ mt: 1.5, ml: 4, maxWidth: 220 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('contractManagement.plan.templateCancel')}</Button>
        <Button
          variant="contained"
          disabled={chosen === null || props.busy}
          onClick={() => chosen !== null && props.onDownload(chosen)}
        >
          {t('contractManagement.plan.templateDownload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
