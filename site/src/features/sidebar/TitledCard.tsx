import type { ReactNode } from 'react';

interface TitledCardProps {
  /** The heading's id; the section takes its accessible name from it. */
  titleId: string;
  title: string;
  className?: string;
  children: ReactNode;
}

/** A sidebar card: a section named by its own heading. */
export function TitledCard({ titleId, title, className, children }: TitledCardProps) {
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
