'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  displayNick, errorMessage, filterEmail, isValidEmail, LIMITS, type LoginResult, MSG, validatePassword,
  validatePasswordRepeat,
} from '@sw/protocol';
import { getTheme } from '@/lib/site';
import { notify } from '@/ui/toast/store';
import {
  checkRegistered, checkResetCode, codeCheckMessage, loadEmailSuffixes, loginOrRegister, resetPassword, sendCodeMessage,
  sendResetCode, signInMessage,
} from './api';
import { CodeBoxes, emptyCode } from './CodeBoxes';
import { completeLogin } from './completeLogin';
import { EmailField, PasswordField, PrimaryButton, TextButton, useInitialFocus } from './fields';
import { AlertIcon, ArrowLeftIcon, ButtonSpinner as Spinner, CheckIcon, CloseIcon, MailIcon } from '@/ui/icons';
import { closeSignIn, useSignInState } from './signInStore';

/** The steps of spec 2: 0 leave confirmation, 1 email, 2 sign in, 3 register, 4 forgot, 5 code, 6 new password. */
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
  return <SignInFlow key={state.session} open={state.open} targetUrl={state.options.targetUrl} />;
}

function useSuffixes(): string[] {
  const [suffixes, setSuffixes] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    void loadEmailSuffixes().then((list) => {
      if (live) setSuffixes(list);
    });
    return () => {
      live = false;
    };
  }, []);
  return suffixes;
}

function useBrand(): string {
  const [brand] = useState(() => getTheme(typeof document === 'undefined' ? 'default' : (document.documentElement.dataset.theme ?? 'default')).brand);
  return brand;
}

function SignInFlow({ open, targetUrl }: { open: boolean; targetUrl?: string }) {
  const router = useRouter();
  const brand = useBrand();
  const suffixes = useSuffixes();
  const [step, setStep] = useState<Step>(1);
  const [leaveFrom, setLeaveFrom] = useState<Step>(1);
  const [email, setEmailState] = useState(rememberedEmail);
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
    router.refresh();
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
              <div className="flex h-11 items-center justify-between">
                {back !== undefined && step !== 0 ? (
                  <button
                    type="button"
                    onClick={() => setStep(back)}
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
                  onClick={requestClose}
                  aria-label="Close"
                  className="-mr-2 inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
                >
                  <CloseIcon size={20} />
                </button>
              </div>

              <div className="flex flex-1 flex-col pt-6 sm:pt-8 md:justify-center md:pt-4">
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

function BrandPanel({ brand }: { brand: string }) {
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

/** A problem from the server, shown above the submit button. */
function FormAlert({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive" role="alert" className={message ? 'mb-4' : ''}>
      {message ? (
        <p data-testid="form-error" className="flex items-start gap-2 rounded-[3px] border border-red-800/20 bg-red-50 px-3.5 py-3 text-[13px] leading-5 text-red-900">
          <AlertIcon size={16} className="mt-[2px] flex-none" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}

function LeaveStep({ onLeave, onContinue }: { onLeave: () => void; onContinue: () => void }) {
  // The safe choice takes the focus.
  const continueRef = useRef<HTMLButtonElement>(null);
  useInitialFocus(true, continueRef);
  return (
    <div className="grid grid-cols-2 gap-3">
      <button
        type="button"
        onClick={onLeave}
        className="inline-flex h-12 items-center justify-center rounded-[var(--radius,3px)] border border-ink/80 px-6 text-[12px] font-medium uppercase tracking-[0.18em] text-ink transition-colors hover:bg-ink hover:text-surface"
      >
        Leave
      </button>
      <PrimaryButton type="button" onClick={onContinue} ref={continueRef}>
        Continue
      </PrimaryButton>
    </div>
  );
}

interface EmailStepProps {
  email: string;
  setEmail: (value: string) => void;
  suffixes: string[];
  onChecked: (registered: boolean) => void;
}

function EmailStep({ email, setEmail, suffixes, onChecked }: EmailStepProps) {
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const value = filterEmail(email);
    if (!isValidEmail(value)) {
      setError(MSG.invalidEmailSignIn);
      return;
    }
    setError(null);
    setBusy(true);
    const result = await checkRegistered(value);
    setBusy(false);
    if (!result.ok) {
      setProblem(errorMessage(result));
      return;
    }
    onChecked(result.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <EmailField
        label="Email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (error && isValidEmail(value)) setError(null);
        }}
        error={error}
        suffixes={suffixes}
        initialFocus
      />
      <FormAlert message={problem} />
      <PrimaryButton busy={busy} className="mt-2">Continue</PrimaryButton>
    </form>
  );
}

interface SignInStepProps {
  email: string;
  setEmail: (value: string) => void;
  checkedEmail: string;
  suffixes: string[];
  onNewAddress: () => void;
  onForgot: () => void;
  onSignedIn: (result: LoginResult) => Promise<string | null>;
}

function SignInStep({ email, setEmail, checkedEmail, suffixes, onNewAddress, onForgot, onSignedIn }: SignInStepProps) {
  const [locked, setLocked] = useState(true);
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const value = filterEmail(email);
    const badEmail = isValidEmail(value) ? null : MSG.invalidEmailSignIn;
    const badPassword = validatePassword(password);
    setEmailError(badEmail);
    setPasswordError(badPassword);
    if (badEmail || badPassword) return;
    setBusy(true);
    try {
      if (value !== checkedEmail) {
        // The address was edited with the pencil: a new address goes to register.
        const check = await checkRegistered(value);
        if (!check.ok) return setProblem(errorMessage(check));
        if (!check.data) return onNewAddress();
      }
      const result = await loginOrRegister(value, password);
      if (!result.ok) return setProblem(signInMessage(result));
      const failed = await onSignedIn(result.data);
      if (failed) setProblem(failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <EmailField
        label="Email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (emailError && isValidEmail(value)) setEmailError(null);
        }}
        error={emailError}
        suffixes={suffixes}
        locked={locked}
        inputRef={emailRef}
        onUnlock={() => {
          setLocked(false);
          requestAnimationFrame(() => {
            emailRef.current?.focus();
            emailRef.current?.select();
          });
        }}
      />
      <PasswordField
        label="Password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          if (passwordError && !validatePassword(value)) setPasswordError(null);
        }}
        error={passwordError}
        autoComplete="current-password"
        initialFocus
        hint={<TextButton onClick={onForgot} className="-mt-1 mb-1.5 text-[12px]">Forgot password?</TextButton>}
      />
      <FormAlert message={problem} />
      <PrimaryButton busy={busy} className="mt-2">Sign in</PrimaryButton>
    </form>
  );
}

/** A new password and its re-entry, validated together with the section 5 messages. */
function usePasswordPair() {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [repeatError, setRepeatError] = useState<string | null>(null);
  return {
    password, repeat, passwordError, repeatError,
    setPassword(value: string) {
      setPassword(value);
      if (passwordError && !validatePassword(value)) setPasswordError(null);
    },
    setRepeat(value: string) {
      setRepeat(value);
      if (repeatError && !validatePasswordRepeat(password, value)) setRepeatError(null);
    },
    /** Shows the messages; true when both fields are acceptable. */
    validate(): boolean {
      const badPassword = validatePassword(password);
      const badRepeat = validatePasswordRepeat(password, repeat);
      setPasswordError(badPassword);
      setRepeatError(badRepeat);
      return !badPassword && !badRepeat;
    },
  };
}

function PasswordPairFields({ pair, label, repeatLabel }: { pair: ReturnType<typeof usePasswordPair>; label: string; repeatLabel: string }) {
  return (
    <>
      <PasswordField label={label} value={pair.password} onChange={pair.setPassword} error={pair.passwordError} autoComplete="new-password" initialFocus />
      <PasswordField
        label={repeatLabel}
        name="password-repeat"
        value={pair.repeat}
        onChange={pair.setRepeat}
        error={pair.repeatError}
        autoComplete="new-password"
      />
    </>
  );
}

function RegisterStep({ email, onEditEmail, onSignedIn }: { email: string; onEditEmail: () => void; onSignedIn: (result: LoginResult) => Promise<string | null> }) {
  const pair = usePasswordPair();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!pair.validate()) return;
    setBusy(true);
    try {
      const result = await loginOrRegister(email, pair.password);
      if (!result.ok) return setProblem(signInMessage(result));
      const failed = await onSignedIn(result.data);
      if (failed) setProblem(failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <EmailField label="Email" value={email} onChange={() => undefined} error={null} suffixes={[]} locked onUnlock={onEditEmail} />
      <PasswordPairFields pair={pair} label="Password" repeatLabel="Re-enter password" />
      <FormAlert message={problem} />
      <PrimaryButton busy={busy} className="mt-2">Create account</PrimaryButton>
    </form>
  );
}

function ForgotStep({ email, setEmail, suffixes, onSent }: { email: string; setEmail: (value: string) => void; suffixes: string[]; onSent: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = filterEmail(email);
    if (!isValidEmail(value)) return setError(MSG.invalidEmail);
    setError(null);
    setBusy(true);
    try {
      const check = await checkRegistered(value);
      if (!check.ok) return setError(errorMessage(check));
      if (!check.data) return setError(MSG.emailNotRegistered);
      const sent = await sendResetCode(value);
      if (!sent.ok) return setError(sendCodeMessage(sent));
      onSent();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <EmailField
        label="Email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (error) setError(null);
        }}
        error={error}
        suffixes={suffixes}
        initialFocus
      />
      <PrimaryButton busy={busy} className="mt-2">Send code</PrimaryButton>
    </form>
  );
}

function useSecondsLeft(sentAt: number | null): number {
  const left = () => (sentAt === null ? 0 : Math.max(0, Math.ceil((sentAt + LIMITS.resendCountdownSec * 1000 - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const tick = () => setSeconds(left());
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- left() only reads sentAt
  }, [sentAt]);
  return seconds;
}

function CodeStep({ email, sentAt, onResent, onVerified }: { email: string; sentAt: number | null; onResent: () => void; onVerified: (code: string) => void }) {
  const [digits, setDigits] = useState(emptyCode);
  const [attempt, setAttempt] = useState(0);
  const [checking, setChecking] = useState(false);
  const [resending, setResending] = useState(false);
  const seconds = useSecondsLeft(sentAt);

  const verify = async (code: string) => {
    setChecking(true);
    const result = await checkResetCode(email, code);
    setChecking(false);
    if (result.ok) return onVerified(code);
    notify(codeCheckMessage(result), 2);
    setDigits(emptyCode());
    setAttempt((n) => n + 1);
  };

  const resend = async () => {
    setResending(true);
    const result = await sendResetCode(email);
    setResending(false);
    if (!result.ok) {
      notify(sendCodeMessage(result), 2);
      return;
    }
    onResent();
    setDigits(emptyCode());
    setAttempt((n) => n + 1);
    notify(`A new code is on its way to ${email}.`, 1);
  };

  return (
    <div>
      <div className="relative">
        <CodeBoxes key={attempt} digits={digits} onChange={setDigits} onComplete={verify} disabled={checking} describedBy="code-status" />
        {checking ? (
          <div className="absolute inset-0 flex items-center justify-center bg-surface/60" aria-hidden="true">
            <Spinner size={22} />
          </div>
        ) : null}
      </div>
      <p id="code-status" aria-live="polite" className="mt-3 min-h-5 text-[13px] text-ink-muted">
        {checking ? 'Checking the code…' : 'The code is checked as soon as all 6 digits are in.'}
      </p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-[3px] bg-surface-muted px-4 py-3.5 text-[13px]">
        <span className="text-ink-muted">Didn&apos;t get the email? Check your spam folder.</span>
        {seconds > 0 ? (
          <span data-testid="resend-countdown" className="tabular-nums text-ink-muted" aria-live="off">
            Resend in {seconds}s
          </span>
        ) : (
          <TextButton onClick={resend} disabled={resending}>
            {resending ? 'Sending…' : 'Resend code'}
          </TextButton>
        )}
      </div>
    </div>
  );
}

function NewPasswordStep({ email, code, onSignedIn }: { email: string; code: string; onSignedIn: (result: LoginResult) => Promise<string | null> }) {
  const pair = usePasswordPair();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!pair.validate()) return;
    setBusy(true);
    try {
      const result = await resetPassword(email, pair.password, code);
      if (!result.ok) {
        notify(errorMessage(result), 2);
        return;
      }
      const failed = await onSignedIn(result.data);
      if (failed) notify(failed, 2);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <PasswordPairFields pair={pair} label="New password" repeatLabel="Re-enter new password" />
      <PrimaryButton busy={busy}>Save and sign in</PrimaryButton>
    </form>
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
