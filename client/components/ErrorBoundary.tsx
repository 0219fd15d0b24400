// Any render failure below shows the fallback screen (the specification's error screen), or the
// caller's own fallback (the slideshow shows its error state).
import { Component, type ErrorInfo, type ReactNode } from 'react';

import { FallbackScreen } from './FallbackScreen';

interface Props {
  children: ReactNode;
  fallback?: (retry: () => void) => ReactNode;
}

interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render failure', error, info.componentStack);
  }

  private retry = () => this.setState({ failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.retry) : <FallbackScreen />;
  }
}
