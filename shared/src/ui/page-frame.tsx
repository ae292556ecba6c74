import type { ReactNode } from 'react';

export interface PageFrameProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The frame of a route-level page: one h1 per page, readable width, consistent spacing. */
export function PageFrame({ title, intro, children }: PageFrameProps) {
  return (
    <div className="container page">
      <h1 className="page__title">{title}</h1>
      {intro && <div className="page__intro">{intro}</div>}
      {children}
    </div>
  );
}
