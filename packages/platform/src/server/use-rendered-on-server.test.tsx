import { render, screen } from '@testing-library/react';
import { beginHydratingServerPage, endServerRenderedPage, useRenderedOnServer } from './use-rendered-on-server';

function Probe({ name }: { name: string }) {
  return <p>{`${name}: ${useRenderedOnServer() ? 'server' : 'browser'}`}</p>;
}

describe('whether a component was rendered on the server', () => {
  afterEach(() => endServerRenderedPage());

  it('is no for a page the browser renders alone', () => {
    render(<Probe name="alone" />);
    expect(screen.getByText('alone: browser')).toBeInTheDocument();
  });

  it('is yes while a server page hydrates, for the life of what mounts then, and no after the visitor moves on', () => {
    beginHydratingServerPage();
    const { rerender } = render(<Probe name="first" />);
    endServerRenderedPage();
    rerender(<Probe name="first" />);
    expect(screen.getByText('first: server')).toBeInTheDocument();
    render(<Probe name="later" />);
    expect(screen.getByText('later: browser')).toBeInTheDocument();
  });
});
