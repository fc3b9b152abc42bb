/** What the OEM/ODM page tells a buyer: how a custom order runs, what the factories can do, MOQs and lead times. */

export interface ProcessStep {
  title: string;
  duration: string;
  text: string;
}

export const PROCESS_STEPS: readonly ProcessStep[] = [
  {
    title: 'Share your idea',
    duration: 'Day 1',
    text: 'Send a sketch, a reference photo or a finished CAD file with target quantities and price. A dedicated account manager replies within one working day.',
  },
  {
    title: 'Design & quotation',
    duration: '2–3 days',
    text: 'Our designers turn the brief into 3D renderings and a technical sheet: material, plating, stone setting, finish and packaging, with a quotation per quantity tier.',
  },
  {
    title: 'Sampling',
    duration: '7–12 days',
    text: 'We cut moulds or program the CNC and make physical samples. You approve them in hand, or by photos and video if you are in a hurry.',
  },
  {
    title: 'Mass production',
    duration: '20–35 days',
    text: 'Casting or stamping, polishing, PVD or electroplating, setting and assembly in our own workshops, with in-line checks at every station.',
  },
  {
    title: 'Quality control',
    duration: '2–3 days',
    text: 'AQL 2.5 final inspection, plating thickness and salt-spray tests, nickel-release checks on request, and a photo report before shipment.',
  },
  {
    title: 'Packing & shipping',
    duration: '3–7 days by air',
    text: 'Individually bagged or in your branded boxes and cards, labelled with your barcodes, shipped by express, air or sea freight with full documents.',
  },
];

export interface Capability {
  title: string;
  text: string;
}

export const CAPABILITIES: readonly Capability[] = [
  { title: 'Lost-wax casting', text: 'Fine detail for signet rings, charms and sculpted pendants in 316L and 304 stainless steel.' },
  { title: 'CNC & stamping', text: 'Crisp, repeatable shapes for bangles, tags, cuffs and chain components at volume.' },
  { title: 'PVD vacuum plating', text: '18K gold, rose gold and black finishes that last years, 0.5–2.5 μm, tarnish and sweat resistant.' },
  { title: 'Laser engraving & cutting', text: 'Logos, names, coordinates and photo engraving; laser-cut nameplates and initials.' },
  { title: 'Stone setting & enamel', text: 'Cubic zirconia, crystal, natural stone, pearl and shell inlays; hard and soft enamel colours.' },
  { title: 'Branded packaging', text: 'Pouches, boxes, cards and hang tags printed with your logo; barcodes and retail-ready kits.' },
];

export interface MoqRow {
  service: string;
  moq: string;
  note: string;
}

export const MOQ_TABLE: readonly MoqRow[] = [
  { service: 'Logo engraving on catalogue designs', moq: '100 pcs per design', note: 'Laser engraving, no mould cost' },
  { service: 'Custom plating colour or finish', moq: '200 pcs per design', note: 'PVD gold, rose gold, black, two-tone' },
  { service: 'Modified catalogue design (ODM)', moq: '300 pcs per design', note: 'Changed size, stones or details' },
  { service: 'New design from your drawing (OEM)', moq: '500 pcs per design', note: 'Mould cost refunded from 3,000 pcs' },
  { service: 'Custom packaging', moq: '500 pcs', note: 'Pouches, boxes, cards, tags' },
];

export interface LeadTime {
  stage: string;
  time: string;
}

export const LEAD_TIMES: readonly LeadTime[] = [
  { stage: '3D rendering', time: '2–3 days' },
  { stage: 'Samples', time: '7–12 days' },
  { stage: 'Engraved catalogue designs', time: '10–15 days' },
  { stage: 'Mass production, up to 5,000 pcs', time: '20–25 days' },
  { stage: 'Mass production, over 5,000 pcs', time: '30–35 days' },
];

export const OEM_FAQ: readonly { q: string; a: string }[] = [
  {
    q: 'Which stainless steel do you use?',
    a: '316L surgical stainless steel for rings, earrings and anything worn close to the skin; 304 for some chains and bangles on request. Both are nickel-safe to EU REACH limits and hypoallergenic for most wearers.',
  },
  {
    q: 'Will my design be kept confidential?',
    a: 'Yes. We sign an NDA on request, your moulds are kept for your orders only, and custom designs are never added to our public catalogue.',
  },
  {
    q: 'Can I order samples first?',
    a: 'Yes. Catalogue samples ship within a week. Custom samples are quoted with the project; the sample fee is credited to your first bulk order.',
  },
  {
    q: 'How do I pay?',
    a: 'Usually a 30% deposit when you confirm the order and the balance before shipment, by bank transfer, card or PayPal.',
  },
];
