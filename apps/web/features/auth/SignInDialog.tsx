'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useRouter } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { displayNick, LIMITS, type LoginResult } from '@sw/protocol';
import { getTheme } from '@/lib/site';
import { useLoad } from '@/lib/useLoad';
import { notify } from '@/lib/toast';
import { loadEmailSuffixes } from './api';
import { BrandPanel } from './BrandPanel';
import { completeLogin } from './completeLogin';
import { AlertIcon, ArrowLeftIcon, CloseIcon, MailIcon } from '@/ui/icons';
import { CodeStep } from './steps/CodeStep';
import { EmailStep } from './steps/EmailStep';
import { ForgotStep } from './steps/ForgotStep';
import { LeaveStep } from './steps/LeaveStep';
import { NewPasswordStep } from './steps/NewPasswordStep';
import { RegisterStep } from './steps/RegisterStep';
import { SignInStep } from './steps/SignInStep';
import { closeSignIn, useSignInState } from '@/lib/signIn';

/** The steps of spec §2: 0 leave confirmation, 1 email, 2 sign in, 3 register, 4 forgot, 5 code, 6 new password. */
export type Step = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Back returns one step; from register it returns to step 1. */
const BACK: Partial<Record<Step, Step>> = { 2: 1, 3: 1, 4: 2, 5: 4, 6: 5 };

const COPY: Record<Step, { title: string; description: (email: string) => ReactNode }> = {
  0: { title: 'Leave sign-in?', description: () => 'You have not finished yet. If you leave now, what you entered here will not be kept.' },
  1: { title: 'Sign in or register', description: () => 'Enter your email address. We will sign you in, or set up your free buyer account.' },
  2: { title: 'Welcome back', description: () => 'Enter your password to sign in to your buyer account.' },
  3: { title: 'Create your account', description: () => 'Choose a password for your new buyer account.' },
  4: { title: 'Forgot password', description: () => 'Enter the email of your account and we will send you a 6-digit code to reset your password.' },
  5: {
    title: 'Check your email',
    description: (email) => (
      <>
        Enter the 6-digit code we sent to <span className="font-medium text-ink">{email}</span>. It is valid for{' '}
        {LIMITS.verificationCodeTtlMs / 60_000} minutes.
      </>
    ),
  },
  6: { title: 'Create a new password', description: () => 'Choose a new password and enter it once more to confirm.' },
};

/** The email typed last, offered again when the dialog reopens. */
let rememberedEmail = '';

export default function SignInDialog() {
  const state = useSignInState();
  // A new openSignIn() starts over at step 1.
  return <SignInFlow key={state.session} open={state.open} targetUrl={state.options.targetUrl} returnTo={state.options.returnTo} initialEmail={state.options.email} />;
}

function useSuffixes(): string[] {
  return useLoad('suffixes', loadEmailSuffixes).value ?? [];
}

function useBrand(): string {
  const [brand] = useState(() => getTheme(typeof document === 'undefined' ? 'default' : (document.documentElement.dataset.theme ?? 'default')).brand);
  return brand;
}

/** Back (to the step before) or the brand's name, and the close button. */
function DialogTopBar({
  brand, back, onBack, onClose,
}: { brand: string; back: Step | undefined; onBack: (step: Step) => void; onClose: () => void }) {
  return (
    <div className="flex h-11 items-center justify-between">
      {back !== undefined ? (
        <button
          type="button"
          onClick={() => onBack(back)}
          className="-ml-2 inline-flex h-10 items-center gap-2 rounded-full px-2.5 text-[12px] font-medium uppercase tracking-[0.16em] text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
        >
          <ArrowLeftIcon size={16} />
          Back
        </button>
      ) : (
        <span className="font-display text-[19px] tracking-[0.14em] uppercase text-ink md:invisible" aria-hidden="true">
          {brand}
        </span>
      )}
      <button
        type="button"
        onClick={onClose}
        aria-label="Close"
        className="-mr-2 inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
      >
        <CloseIcon size={20} />
      </button>
    </div>
  );
}

/** The terms and the privacy policy that continuing accepts. */
function LegalNote() {
  return (
    <p className="mt-8 border-t border-line pt-5 text-center text-[12px] leading-relaxed text-ink-muted">
      By continuing, you agree to our{' '}
      <a href="/about/termsOfService" target="_blank" rel="noopener" className="text-ink underline decoration-line underline-offset-4 hover:decoration-accent">
        Terms of Use
      </a>{' '}
      and{' '}
      <a href="/about/privacyPolicy" target="_blank" rel="noopener" className="text-ink underline decoration-line underline-offset-4 hover:decoration-accent">
        Privacy Policy
      </a>
      .
    </p>
  );
}

/** Above the title: an alert for leaving, a letter for the emailed code, else the step dots. */
function StepMark({ step }: { step: Step }) {
  return (
    <>
      {step === 0 ? (
        <span className="mb-5 inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent-soft text-[var(--accent-strong,var(--accent))]">
          <AlertIcon size={22} />
        </span>
      ) : step === 5 ? (
        <span className="mb-5 inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent-soft text-[var(--accent-strong,var(--accent))]">
          <MailIcon size={22} />
        </span>
      ) : (
        <StepDots step={step} />
      )}
    </>
  );
}

function SignInFlow({ open, targetUrl, returnTo, initialEmail }: { open: boolean; targetUrl?: string; returnTo?: string; initialEmail?: string }) {
  const router = useRouter();
  const brand = useBrand();
  const suffixes = useSuffixes();
  const [step, setStep] = useState<Step>(1);
  const [leaveFrom, setLeaveFrom] = useState<Step>(1);
  const [email, setEmailState] = useState(initialEmail ?? rememberedEmail);
  /** An address the dialog was opened with (an invitation's) starts locked, as on the sign-in step. */
  const [emailLocked, setEmailLocked] = useState(Boolean(initialEmail));
  /** The address the registration check was made for (step 2 re-checks an edited one). */
  const [checkedEmail, setCheckedEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentAt, setSentAt] = useState<number | null>(null);

  const setEmail = (value: string) => {
    rememberedEmail = value;
    setEmailState(value);
  };

  const requestClose = () => {
    if (step === 0) {
      setStep(leaveFrom);
    } else {
      setLeaveFrom(step);
      setStep(0);
    }
  };

  const signedIn = async (result: LoginResult): Promise<string | null> => {
    const problem = await completeLogin(result, { targetUrl });
    if (problem) return problem;
    closeSignIn();
    notify(`Welcome, ${displayNick(result.nick)}`, 1);
    if (returnTo) router.push(returnTo);
    else router.refresh();
    return null;
  };

  const back = BACK[step];
  const copy = COPY[step];

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : requestClose())}>
      <Dialog.Portal>
        <style>{DIALOG_CSS}</style>
        <Dialog.Overlay className="signin-overlay fixed inset-0 z-[1000] grid place-items-center overflow-y-auto bg-[rgb(18_16_14/0.5)] backdrop-blur-[2px] sm:p-6">
          <Dialog.Content
            data-testid="sign-in-dialog"
            data-step={step}
            className={
              'signin-content relative flex min-h-[100dvh] w-full flex-col bg-surface text-ink shadow-[0_30px_80px_rgb(12_10_8/0.35)] focus:outline-none ' +
              'sm:min-h-0 sm:max-w-[480px] sm:overflow-hidden sm:rounded-[6px] md:max-w-[900px] md:flex-row'
            }
          >
            <BrandPanel brand={brand} />
            <div className="flex min-w-0 flex-1 flex-col px-6 pb-6 pt-4 sm:px-10 sm:pb-8 sm:pt-6 md:min-h-[620px] md:px-12">
              <DialogTopBar brand={brand} back={step !== 0 ? back : undefined} onBack={setStep} onClose={requestClose} />

              <div className="flex flex-1 flex-col pt-6 sm:pt-8 md:justify-center md:pt-4">
                <StepMark step={step} />
                <Dialog.Title className="font-display text-[32px] leading-[1.1] text-ink sm:text-[36px]">{copy.title}</Dialog.Title>
                <Dialog.Description className="mt-3 text-[14px] leading-relaxed text-ink-muted">{copy.description(email)}</Dialog.Description>

                <div className="mt-7">
                  {step === 0 ? (
                    <LeaveStep onLeave={closeSignIn} onContinue={() => setStep(leaveFrom)} />
                  ) : step === 1 ? (
                    <EmailStep
                      email={email}
                      setEmail={setEmail}
                      suffixes={suffixes}
                      locked={emailLocked}
                      onUnlock={() => setEmailLocked(false)}
                      onChecked={(registered) => {
                        setCheckedEmail(email);
                        setStep(registered ? 2 : 3);
                      }}
                    />
                  ) : step === 2 ? (
                    <SignInStep
                      email={email}
                      setEmail={setEmail}
                      checkedEmail={checkedEmail}
                      suffixes={suffixes}
                      onNewAddress={() => {
                        setCheckedEmail(email);
                        setStep(3);
                      }}
                      onForgot={() => setStep(4)}
                      onSignedIn={signedIn}
                    />
                  ) : step === 3 ? (
                    <RegisterStep email={email} onEditEmail={() => setStep(1)} onSignedIn={signedIn} />
                  ) : step === 4 ? (
                    <ForgotStep
                      email={email}
                      setEmail={setEmail}
                      suffixes={suffixes}
                      onSent={() => {
                        setSentAt(Date.now());
                        setStep(5);
                      }}
                    />
                  ) : step === 5 ? (
                    <CodeStep
                      email={email}
                      sentAt={sentAt}
                      onResent={() => setSentAt(Date.now())}
                      onVerified={(value) => {
                        setCode(value);
                        setStep(6);
                      }}
                    />
                  ) : (
                    <NewPasswordStep email={email} code={code} onSignedIn={signedIn} />
                  )}
                </div>
              </div>

              <LegalNote />
            </div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Where the buyer is: email, then password (sign in / register / reset). */
function StepDots({ step }: { step: Step }) {
  const stage = step === 1 ? 0 : step === 2 || step === 3 || step === 4 ? 1 : 2;
  const total = step >= 4 ? 3 : 2;
  return (
    <div className="mb-6 flex items-center gap-1.5" aria-hidden="true">
      {Array.from({ length: total }, (_, i) => (
        <span key={i} className={`h-[3px] rounded-full transition-all duration-300 ${i <= stage ? 'w-8 bg-accent' : 'w-4 bg-line'}`} />
      ))}
    </div>
  );
}

const DIALOG_CSS = `
.signin-overlay[data-state='open'] { animation: signin-fade 0.2s ease-out; }
.signin-overlay[data-state='closed'] { animation: signin-fade 0.15s ease-in reverse; }
.signin-content[data-state='open'] { animation: signin-rise 0.28s cubic-bezier(0.2, 0.8, 0.2, 1); }
@keyframes signin-fade { from { opacity: 0; } to { opacity: 1; } }
@keyframes signin-rise { from { opacity: 0; transform: translateY(12px) scale(0.985); } to { opacity: 1; transform: none; } }
@media (prefers-reduced-motion: reduce) { .signin-overlay, .signin-content { animation: none !important; } }
`;
