// Any render failure below shows the fallback screen of spec section 2.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FallbackScreen } from './FallbackScreen';

interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render failure', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <FallbackScreen /> : this.props.children;
  }
}
