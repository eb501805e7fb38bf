import { Component, type ErrorInfo, type ReactNode } from "react";
import { RouteErrorPage } from "../pages/RouteErrorPage.tsx";

interface RouteErrorBoundaryProps {
  readonly children: ReactNode;
}

interface RouteErrorBoundaryState {
  readonly error: { readonly value: unknown } | null;
}

/**
 * Shows the error page in place of a page that failed to load or render. The app uses the
 * declarative router (its data router adds 19 kB to the first load for features we do not use),
 * which has no errorElement: this is its replacement. Give it a `key` that changes on navigation,
 * so leaving a failed page renders the next one.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { error: { value: error } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Page failed", error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error.value} /> : this.props.children;
  }
}
