import { Alert } from 'antd';
import { Component, type ReactNode } from 'react';

interface Props {
  height: number | string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** A map that fails (script blocked, provider error) shows why in its place; the page stays up. */
export class MapErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown) {
    console.error('Map failed', error);
  }

  render() {
    if (this.state.error) return <MapError height={this.props.height} message={this.state.error.message} />;
    return this.props.children;
  }
}

export function MapError({ height, message }: { height: number | string; message: string }) {
  return (
    <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }} data-testid="map-error">
      <Alert type="error" showIcon title="The map could not be loaded" description={message || 'Unknown error'} />
    </div>
  );
}
