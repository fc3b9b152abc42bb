/** The accepted card and wallet payment methods (spec §2: seven of them), drawn inline with accessible names. */
const W = 46;
const H = 30;

function Card({ label, bg, border = '#e6e1d9', children }: { label: string; bg: string; border?: string; children: React.ReactNode }) {
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={label} data-testid="payment-icon" className="block h-auto w-[42px] sm:w-[46px]">
      <title>{label}</title>
      <rect x="0.5" y="0.5" width={W - 1} height={H - 1} rx="3.5" fill={bg} stroke={border} />
      {children}
    </svg>
  );
}

const SANS = 'Arial, Helvetica, "Liberation Sans", sans-serif';

export const PAYMENT_METHODS = ['Visa', 'Mastercard', 'American Express', 'PayPal', 'Apple Pay', 'Google Pay', 'Discover'] as const;

function Visa() {
  return (
    <Card label="Visa" bg="#ffffff">
      <text x="23" y="19.5" textAnchor="middle" fontFamily={SANS} fontSize="12.5" fontWeight="700" fontStyle="italic" fill="#1a1f71" letterSpacing="0.5">
        VISA
      </text>
    </Card>
  );
}

function Mastercard() {
  return (
    <Card label="Mastercard" bg="#1c1b19" border="#1c1b19">
      <circle cx="19" cy="15" r="8" fill="#eb001b" />
      <circle cx="27" cy="15" r="8" fill="#f79e1b" />
      <path d="M23 8.1a8 8 0 0 1 0 13.8 8 8 0 0 1 0-13.8Z" fill="#ff5f00" />
    </Card>
  );
}

function Amex() {
  return (
    <Card label="American Express" bg="#2e77bc" border="#2e77bc">
      <text x="23" y="18.8" textAnchor="middle" fontFamily={SANS} fontSize="10" fontWeight="700" fill="#ffffff" letterSpacing="0.6">
        AMEX
      </text>
    </Card>
  );
}

function PayPal() {
  return (
    <Card label="PayPal" bg="#ffffff">
      <text x="23" y="19" textAnchor="middle" fontFamily={SANS} fontSize="10.5" fontWeight="700" fontStyle="italic">
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    </Card>
  );
}

function ApplePay() {
  return (
    <Card label="Apple Pay" bg="#000000" border="#000000">
      <path
        d="M14.6 10.2c.5-.6.8-1.3.7-2.1-.7 0-1.5.5-2 1-.4.5-.8 1.3-.7 2 .8.1 1.5-.4 2-.9Zm.7 1.1c-1.1-.1-2 .6-2.5.6s-1.3-.6-2.2-.6c-1.1 0-2.1.7-2.7 1.7-1.2 2-.3 5 .8 6.6.6.8 1.2 1.7 2.1 1.6.8 0 1.2-.5 2.2-.5s1.3.5 2.2.5c.9 0 1.5-.8 2-1.6.6-.9.9-1.8.9-1.9 0 0-1.8-.7-1.8-2.7 0-1.7 1.4-2.5 1.4-2.5-.8-1.2-2-1.3-2.4-1.2Z"
        fill="#ffffff"
      />
      <text x="19.5" y="19.6" fontFamily={SANS} fontSize="10.5" fontWeight="600" fill="#ffffff">
        Pay
      </text>
    </Card>
  );
}

function GooglePay() {
  return (
    <Card label="Google Pay" bg="#ffffff">
      <text x="9" y="19.6" fontFamily={SANS} fontSize="11.5" fontWeight="700">
        <tspan fill="#4285f4">G</tspan>
      </text>
      <text x="18.5" y="19.4" fontFamily={SANS} fontSize="10.5" fontWeight="600" fill="#5f6368">
        Pay
      </text>
    </Card>
  );
}

function Discover() {
  return (
    <Card label="Discover" bg="#ffffff">
      <text x="5" y="18" fontFamily={SANS} fontSize="6.4" fontWeight="700" fill="#231f20" letterSpacing="0.2">
        DISC
      </text>
      <circle cx="25.6" cy="15.8" r="3.3" fill="#f48120" />
      <text x="29.6" y="18" fontFamily={SANS} fontSize="6.4" fontWeight="700" fill="#231f20" letterSpacing="0.2">
        VER
      </text>
    </Card>
  );
}

export function PaymentIcons({ className = '' }: { className?: string }) {
  return (
    <ul className={`flex flex-wrap items-center justify-center gap-1.5 sm:gap-2 ${className}`} aria-label="Accepted payment methods" data-testid="payment-icons">
      {[Visa, Mastercard, Amex, PayPal, ApplePay, GooglePay, Discover].map((Icon, i) => (
        <li key={PAYMENT_METHODS[i]}>
          <Icon />
        </li>
      ))}
    </ul>
  );
}
