import { Header } from './Header';

/** Titled scaffold for a screen that a later change builds. */
export function Placeholder({ title, back = '/dashboard' }: { title: string; back?: string }) {
  return (
    <div className="screen">
      <Header title={title} back={back} />
      <main className="content">
        <p className="muted">{title}</p>
      </main>
    </div>
  );
}
