import { useMemo, useState, type ReactNode } from 'react';
import { Box, Button, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import { validateAnswers, type TFormAnswers, type TFormDefinition } from '@docapply/rules';
import { FormRenderer } from '@docapply/ui';
import { PreviewBoundary } from './preview-boundary';
import { renderPreviewFile } from './preview-file';

/** A phone's width in CSS pixels (an iPhone 14/15). */
export const PHONE_WIDTH_PX = 390;

type TPreviewWidth = 'desktop' | 'phone';

// In the phone frame no breakpoint above xs applies, whatever the admin's screen: fields stack
// one per line as on a real phone.
const PHONE_BREAKPOINTS = createTheme({
  breakpoints: { values: { xs: 0, sm: 100_000, md: 100_000, lg: 100_000, xl: 100_000 } },
}).breakpoints;
const asPhone = (outer: Theme): Theme => ({ ...outer, breakpoints: PHONE_BREAKPOINTS });

function Frame({ width, children }: { width: TPreviewWidth; children: ReactNode }) {
  if (width === 'desktop') {
    return <Box>{children}</Box>;
  }
  return (
    <ThemeProvider theme={asPhone}>
      <Box
        role="group"
        aria-label={`Phone preview, ${PHONE_WIDTH_PX} pixels wide`}
        sx={{
          width: `${PHONE_WIDTH_PX}px`,
          maxWidth: '100%',
          mx: 'auto',
          p: 4,
          border: 8,
          borderColor: 'grey.800',
          borderRadius: 6,
          overflowX: 'hidden',
        }}
      >
        {children}
      </Box>
    </ThemeProvider>
  );
}

function summarise(count: number): string {
  if (count === 0) {
    return 'Ready to submit: every required answer is given and valid.';
  }
  return count === 1 ? '1 answer needs attention.' : `${count} answers need attention.`;
}

/**
 * The form as the doctor will see it, rendered by the doctor's own FormRenderer with answers kept
 * here only. "Check as on submit" runs the submit validation the portal and the API run.
 */
export function FormPreview({ definition }: { definition: TFormDefinition }) {
  const [answers, setAnswers] = useState<TFormAnswers>({});
  const [width, setWidth] = useState<TPreviewWidth>('desktop');
  const [isChecked, setIsChecked] = useState(false);
  const validation = useMemo(
    () => (isChecked ? validateAnswers(definition, answers, { mode: 'submit' }) : null),
    [isChecked, definition, answers],
  );
  const errorCount = validation ? Object.keys(validation.fieldErrors).length : 0;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={width}
          aria-label="Preview width"
          onChange={(_event, next: TPreviewWidth | null) => next && setWidth(next)}
        >
          <ToggleButton value="desktop">Desktop</ToggleButton>
          <ToggleButton value="phone">Phone</ToggleButton>
        </ToggleButtonGroup>
        <Button variant="outlined" size="small" onClick={() => setIsChecked(true)}>
          Check as on submit
        </Button>
        <Button
          size="small"
          onClick={() => {
            setAnswers({});
            setIsChecked(false);
          }}
        >
          Clear answers
        </Button>
      </Box>
      <Typography role="status" variant="body2" color={errorCount > 0 ? 'error' : 'text.secondary'}>
        {validation ? summarise(errorCount) : 'Answers typed here are not saved.'}
      </Typography>
      <Frame width={width}>
        <PreviewBoundary resetKey={definition}>
          <FormRenderer
            definition={definition}
            answers={answers}
            onChange={setAnswers}
            errors={validation?.fieldErrors}
            touched={isChecked}
            renderFile={renderPreviewFile}
          />
        </PreviewBoundary>
      </Frame>
    </Box>
  );
}
