import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorPanel } from './RemoteErrorPanel';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote's render/script errors so they stay inside its area. */
export class RemoteErrorBoundary extends Component<Props, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`${this.props.remote} crashed`, error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return <RemoteErrorPanel remote={this.props.remote} error={this.state.error} onRetry={this.props.onRetry} />;
    }
    return this.props.children;
  }
}
