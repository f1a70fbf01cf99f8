import { Component, type ReactNode } from 'react';
import { Alert } from '@mui/material';

type TPreviewBoundaryProps = { resetKey: unknown; children: ReactNode };
type TPreviewBoundaryState = { hasFailed: boolean };

/**
 * Keeps the editor working when a half-edited definition cannot be rendered; the next edit
 * (a new `resetKey`) tries again.
 */
export class PreviewBoundary extends Component<TPreviewBoundaryProps, TPreviewBoundaryState> {
  override state: TPreviewBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): TPreviewBoundaryState {
    return { hasFailed: true };
  }

  override componentDidUpdate(previous: TPreviewBoundaryProps): void {
    if (this.state.hasFailed && previous.resetKey !== this.props.resetKey) {
      this.setState({ hasFailed: false });
    }
  }

  override render() {
    if (this.state.hasFailed) {
      return (
        <Alert severity="warning">The preview cannot show this form yet: fix the marked problems.</Alert>
      );
    }
    return this.props.children;
  }
}
