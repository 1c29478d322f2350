import { Component, type ReactNode } from 'react';

/** Keeps a configuration error (e.g. "`appId` is missing.") inside the modal instead of the whole page. */
export class ModalErrorBoundary extends Component<
  { children: ReactNode; onClose: () => void; title: string; closeText: string },
  { error: Error | null }
> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="DocSearch DocSearch-Container">
        <div className="DocSearch-Modal" role="alertdialog" aria-label={this.props.title}>
          <div className="DocSearch-Dropdown">
            <div className="DocSearch-ErrorScreen">
              <p className="DocSearch-Title">{this.props.title}</p>
              <p className="DocSearch-Help">{error.message}</p>
              <button type="button" className="DocSearch-Prefill" onClick={this.props.onClose}>
                {this.props.closeText}
              </button>
            </div>
          </div>
        </div>
      </div>
    );
  }
}
