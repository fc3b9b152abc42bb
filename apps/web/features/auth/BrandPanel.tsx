import { CheckIcon } from '@/ui/icons';

/** The brand side of the dialog on wide screens. */
export function BrandPanel({ brand }: { brand: string }) {
  return (
    <aside className="relative hidden w-[360px] flex-none flex-col justify-between overflow-hidden bg-brand px-10 py-10 text-brand-ink md:flex" aria-hidden="true">
      <svg className="pointer-events-none absolute -right-28 -top-24 h-[420px] w-[420px] text-accent opacity-[0.22]" viewBox="0 0 200 200" fill="none">
        <circle cx="100" cy="100" r="96" stroke="currentColor" strokeWidth="0.6" />
        <circle cx="100" cy="100" r="78" stroke="currentColor" strokeWidth="0.6" />
        <circle cx="100" cy="100" r="60" stroke="currentColor" strokeWidth="3" />
        <circle cx="100" cy="100" r="52" stroke="currentColor" strokeWidth="0.6" />
      </svg>
      <svg className="pointer-events-none absolute -bottom-40 -left-32 h-[360px] w-[360px] text-accent opacity-[0.14]" viewBox="0 0 200 200" fill="none">
        <circle cx="100" cy="100" r="90" stroke="currentColor" strokeWidth="0.6" />
        <circle cx="100" cy="100" r="70" stroke="currentColor" strokeWidth="2" />
      </svg>
      <div className="relative">
        <p className="font-display text-[22px] uppercase tracking-[0.22em]">{brand}</p>
        <p className="mt-1 text-[10px] uppercase tracking-[0.32em] text-white/55">Wholesale</p>
      </div>
      <div className="relative">
        <span className="block h-px w-10 bg-accent" />
        <p className="mt-6 font-display text-[34px] leading-[1.12]">Factory-direct jewelry, made for your brand.</p>
        <ul className="mt-8 space-y-3.5 text-[14px] text-white/80">
          {['Wholesale prices on every design', 'Inquiry cart and quotations in one place', 'OEM / ODM with your logo and packaging'].map((line) => (
            <li key={line} className="flex items-start gap-3">
              <span className="mt-[3px] inline-flex h-[18px] w-[18px] flex-none items-center justify-center rounded-full border border-accent/70 text-accent">
                <CheckIcon size={11} strokeWidth={2.4} />
              </span>
              {line}
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-[12px] leading-relaxed text-white/50">Your password never leaves this page in plain text.</p>
    </aside>
  );
}
