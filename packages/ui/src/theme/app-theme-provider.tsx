import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

export type TAppThemeProviderProps = { children: ReactNode };

/**
 * Theme and baseline CSS every site needs. The date pickers bring their own adapter
 * (field/date-field.tsx), so a page without a date field never downloads them.
 */
export function AppThemeProvider({ children }: TAppThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
