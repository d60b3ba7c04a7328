import { Component } from 'react';
import type { ReactNode } from 'react';

/**
 * Renders nothing when its children fail (a lazy chunk that cannot load: offline, a new build):
 * for optional parts of a page (the error pages' search box, analytics) that must never take the
 * page down with them.
 */
export class SkipWhenFailed extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}
