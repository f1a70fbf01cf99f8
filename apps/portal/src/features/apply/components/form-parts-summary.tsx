import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { TApplicationStatusReport } from '@docapply/contracts';
import type { TFormDefinition, TPartCompleteness } from '@docapply/rules';
import { paths } from '@/config/paths';

type TPart = { key: string; title: string; state: string; isDone: boolean; action: React.ReactNode };

type TFormPartsSummaryProps = {
  applicationId: string;
  definition: TFormDefinition;
  /** Sections A-D from the answers on screen. */
  application: TPartCompleteness;
  report: TApplicationStatusReport | undefined;
  onEditSection: (key: string) => void;
};

function missingText(count: number): string {
  return count === 1 ? '1 answer missing' : `${count} answers missing`;
}

/**
 * Sections A-D, the survey and the privileges at a glance, each with the way to finish it. The
 * counts are the completeness rule's missing units, the ones the percentage is made of.
 */
export function FormPartsSummary({
  applicationId,
  definition,
  application,
  report,
  onEditSection,
}: TFormPartsSummaryProps) {
  const sections: TPart[] = definition.sections.map((section) => {
    const count = application.missing.filter((item) => item.section === section.key).length;
    return {
      key: section.key,
      title: `${section.key}. ${section.title}`,
      state: count === 0 ? 'Complete' : missingText(count),
      isDone: count === 0,
      action: (
        <Button
          size="small"
          onClick={() => onEditSection(section.key)}
          aria-label={`Edit section ${section.key}`}
        >
          Edit
        </Button>
      ),
    };
  });
  const surveyMissing = report?.parts.survey.missing.length ?? 0;
  const privilegeCount = report?.privileges.count ?? 0;
  const incomplete = report?.privileges.incomplete.length ?? 0;
  const extras: TPart[] = [
    {
      key: 'survey',
      title: 'Survey',
      state: surveyMissing === 0 ? 'Complete' : missingText(surveyMissing),
      isDone: surveyMissing === 0,
      action: (
        <Button size="small" component={RouterLink} to={paths.survey.getHref(applicationId)}>
          Open the survey
        </Button>
      ),
    },
    {
      key: 'privileges',
      title: 'Privileges',
      state:
        privilegeCount === 0
          ? 'None requested yet'
          : `${privilegeCount} requested${incomplete > 0 ? `, ${incomplete} with answers missing` : ''}`,
      isDone: privilegeCount > 0 && incomplete === 0,
      action: (
        <Button size="small" component={RouterLink} to={paths.privilege.getHref(applicationId)}>
          Choose privileges
        </Button>
      ),
    },
  ];

  return (
    <Paper
      component="section"
      aria-labelledby="parts-heading"
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 5, md: 6 } }}
    >
      <Typography id="parts-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Forms
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
        {[...sections, ...(report ? extras : [])].map((part) => (
          <Stack
            component="li"
            key={part.key}
            direction="row"
            spacing={3}
            sx={{ py: 2, alignItems: 'center', justifyContent: 'space-between' }}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 1, sm: 3 }}
              sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, minWidth: 0 }}
            >
              <Typography sx={{ fontWeight: 500 }}>{part.title}</Typography>
              {/* Outlined warning text is too pale to read; an open part gets the neutral chip. */}
              <Chip
                size="small"
                label={part.state}
                color={part.isDone ? 'success' : 'default'}
                variant={part.isDone ? 'filled' : 'outlined'}
              />
            </Stack>
            <Box sx={{ flexShrink: 0 }}>{part.action}</Box>
          </Stack>
        ))}
      </Box>
    </Paper>
  );
}
