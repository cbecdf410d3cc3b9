import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SectionFallback } from './section-fallback';

interface SectionErrorBoundaryProps {
  sectionLabel: string;
  onRetry: () => void;
  children: ReactNode;
}

interface SectionErrorBoundaryState {
  failed: boolean;
}

/** Keeps a failing section inside its own box. */
export class SectionErrorBoundary extends Component<SectionErrorBoundaryProps, SectionErrorBoundaryState> {
  override state: SectionErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): SectionErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Section ${this.props.sectionLabel} failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <SectionFallback onRetry={this.retry} /> : this.props.children;
  }
}
