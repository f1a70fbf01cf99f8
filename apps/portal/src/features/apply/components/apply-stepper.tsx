import { Box, Step, StepButton, Stepper, Typography } from '@mui/material';

/** Hidden on screen, still read by screen readers. */
const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export type TApplyStep = { key: string; label: string; isComplete: boolean };

type TApplyStepperProps = {
  steps: TApplyStep[];
  activeKey: string;
  onSelect: (key: string) => void;
  /** The pointer is over a step, or it has focus: its code can start downloading. */
  onIntent?: (key: string) => void;
};

/**
 * Sections A-D and Review as steps, in any order (non-linear: answers are saved as the doctor
 * goes). On a phone only the numbers show; the names stay for screen readers.
 */
export function ApplyStepper({ steps, activeKey, onSelect, onIntent }: TApplyStepperProps) {
  const activeIndex = Math.max(
    0,
    steps.findIndex((step) => step.key === activeKey),
  );
  return (
    <Box component="nav" aria-label="Application steps">
      <Stepper nonLinear activeStep={activeIndex} sx={{ overflowX: 'auto', py: 1 }}>
        {steps.map((step) => (
          <Step key={step.key} completed={step.isComplete}>
            <StepButton
              onClick={() => onSelect(step.key)}
              onPointerEnter={() => onIntent?.(step.key)}
              onFocus={() => onIntent?.(step.key)}
              sx={(theme) => ({
                [theme.breakpoints.down('md')]: { '& .MuiStepLabel-labelContainer': VISUALLY_HIDDEN },
              })}
            >
              {step.label}
              {step.isComplete ? (
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  (complete)
                </Box>
              ) : null}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography sx={{ display: { xs: 'block', md: 'none' }, mt: 2, fontWeight: 600 }} aria-hidden>
        Step {activeIndex + 1} of {steps.length}: {steps[activeIndex]?.label}
      </Typography>
    </Box>
  );
}
