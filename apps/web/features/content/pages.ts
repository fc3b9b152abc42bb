import { CATALOGUE_PRICE_BASIS } from '@sw/protocol';
import type { ContentPage } from './types';

/** The six informational pages under /about, in the order of the side menu. */
export const ABOUT_SLUGS = [
  'qualityGrade',
  'resources',
  'termsOfService',
  'privacyPolicy',
  'cookiesPolicy',
  'disclosurePolicy',
] as const;
export type AboutSlug = (typeof ABOUT_SLUGS)[number];

const EFFECTIVE = 'Effective 1 September 2026';

export const ABOUT_PAGES: Record<AboutSlug, ContentPage> = {
  qualityGrade: {
    slug: 'qualityGrade',
    title: 'Quality Grades',
    navTitle: 'Quality Grades',
    description:
      'How {brand} grades stainless steel jewelry: steel grades, plating grades from standard electroplating to PVD, stone grades and the AQL inspection every order passes.',
    intro:
      'Two pieces of jewelry can look alike on a screen and wear very differently after three months. These are the grades we use to describe what you are buying, so a quotation from us always says exactly which steel, plating and stones you get.',
    sections: [
      {
        heading: 'Steel grades',
        paragraphs: [
          'All our jewelry is made of austenitic stainless steel. We work with two grades and state the grade on every quotation and product sheet.',
        ],
        table: {
          caption: 'Stainless steel grades we use',
          head: ['Grade', 'Composition', 'Used for', 'Notes'],
          rows: [
            ['316L (surgical steel)', 'Chromium 16–18%, nickel 10–14%, molybdenum 2–3%, low carbon', 'Rings, earrings, body jewelry, anything worn all day', 'Best corrosion resistance; nickel release well below EU REACH limits'],
            ['304', 'Chromium 18–20%, nickel 8–10.5%', 'Some chains, bangles and findings, on request', 'Slightly less resistant to salt water and sweat; lower price'],
            ['201', 'Manganese replaces part of the nickel', 'Not used', 'We do not use 201: it tarnishes and rusts much sooner'],
          ],
        },
      },
      {
        heading: 'Plating grades',
        paragraphs: [
          'Gold, rose gold and black colours are plated onto the steel. The method and the thickness decide how long the colour lasts.',
        ],
        table: {
          caption: 'Plating grades',
          head: ['Grade', 'Method', 'Thickness', 'Colour life in normal wear', 'Best for'],
          rows: [
            ['A – Standard', 'Electroplating (flash)', '0.05–0.1 μm', '3–6 months', 'Promotional and fast-fashion items'],
            ['AA – Thick', 'Electroplating with protective lacquer', '0.3–0.5 μm', '6–12 months', 'Fashion retail at entry prices'],
            ['AAA – PVD', 'Vacuum ion plating (PVD)', '0.5–2.5 μm', '2 years and more', 'Demi-fine collections, waterproof jewelry'],
          ],
        },
        after: [
          'Unless you ask otherwise, coloured goods in our catalogue are quoted in AAA PVD plating. Plating thickness is measured by X-ray fluorescence on samples from every batch.',
        ],
      },
      {
        heading: 'Stone and inlay grades',
        list: [
          '5A cubic zirconia: machine-cut, uniform colour and brilliance, our standard for set stones.',
          'AAA cubic zirconia: a lower-cost cut for small pavé and accent stones.',
          'Glass crystal and resin: for colours and shapes that zirconia cannot give, such as opal effects.',
          'Natural stones, freshwater pearls and shell: each piece varies slightly; we sort by size and colour.',
          'Enamel: hard (fired) or soft (epoxy) enamel, matched to Pantone references.',
        ],
      },
      {
        heading: 'Finish grades',
        list: [
          'Mirror polish: hand-polished to a high gloss, no visible lines at arm’s length.',
          'Brushed or satin: a fine even grain, consistent direction on every face.',
          'Sandblasted: an even matte surface, used for contrast around engraving.',
        ],
      },
      {
        heading: 'How we check',
        paragraphs: [
          'Every order is inspected to ISO 2859-1 (AQL) before it leaves the factory. You receive a photo report with measurements and can ask for a third-party inspection at any time.',
        ],
        table: {
          caption: 'Inspection levels',
          head: ['Defect class', 'Examples', 'AQL'],
          rows: [
            ['Critical', 'Sharp edges, broken clasps, wrong material', '0 – not accepted'],
            ['Major', 'Plating spots, loose stones, wrong size', '2.5'],
            ['Minor', 'Small polishing marks visible only under a loupe', '4.0'],
          ],
        },
        after: [
          'Salt-spray (48 h), sweat and tarnish tests and nickel-release tests (EN 1811) are available on request and are included for OEM orders over 3,000 pieces.',
        ],
      },
    ],
  },

  resources: {
    slug: 'resources',
    title: 'Buyer Resources',
    navTitle: 'Resources',
    description:
      'Size charts, necklace lengths, care instructions, ordering, payment and shipping information for wholesale buyers of {brand} stainless steel jewelry.',
    intro:
      'Everything a buyer asks us before a first order, in one place: how to size rings and chains, how to care for steel jewelry, and how ordering, payment and shipping work.',
    sections: [
      {
        heading: 'Ring size chart',
        paragraphs: ['Our ring sizes follow the US system. Inside diameters are measured on the finished, plated ring.'],
        table: {
          caption: 'Ring sizes',
          head: ['US size', 'Inside diameter', 'Inside circumference', 'UK / AU', 'EU'],
          rows: [
            ['5#', '15.7 mm', '49.3 mm', 'J ½', '49'],
            ['6#', '16.5 mm', '51.9 mm', 'L ½', '52'],
            ['7#', '17.3 mm', '54.4 mm', 'N ½', '54'],
            ['8#', '18.2 mm', '57.0 mm', 'P ½', '57'],
            ['9#', '19.0 mm', '59.5 mm', 'R ½', '60'],
            ['10#', '19.8 mm', '62.1 mm', 'T ½', '62'],
            ['11#', '20.6 mm', '64.6 mm', 'V ½', '65'],
            ['12#', '21.4 mm', '67.2 mm', 'X ½', '67'],
          ],
        },
        after: ['For mixed orders we suggest the ratio 1:2:3:3:2:1 for sizes 5 to 10 for women’s rings and 8 to 13 for men’s.'],
      },
      {
        heading: 'Necklace and bracelet lengths',
        table: {
          caption: 'Common lengths',
          head: ['Length', 'Where it sits', 'Typical use'],
          rows: [
            ['35–40 cm (14–16″)', 'Base of the neck', 'Chokers'],
            ['45 cm (18″)', 'On the collarbone', 'The most popular pendant length'],
            ['50 cm (20″)', 'Just below the collarbone', 'Pendants, men’s chains'],
            ['60 cm (24″)', 'Above the bust', 'Men’s chains, layering'],
            ['16–19 cm (6.3–7.5″)', 'Wrist', 'Bracelets; add 5 cm extender chain on request'],
          ],
        },
        after: ['All necklaces can be supplied with a 5 cm extender chain at no extra cost.'],
      },
      {
        heading: 'Care instructions for your customers',
        list: [
          'Stainless steel does not rust or turn skin green and can be worn in the shower.',
          'To keep plated colours bright, avoid chlorine, perfume sprays and abrasive cleaners.',
          'Clean with warm soapy water and a soft cloth; dry before storing.',
          'Store pieces separately in a pouch so stones and polished faces are not scratched.',
        ],
        after: ['We can print these instructions on your care cards or packaging inserts.'],
      },
      {
        heading: 'Ordering',
        list: [
          'Browse the catalogue and add designs to your inquiry cart; quantities can be mixed across designs, colours and sizes.',
          'Send the inquiry. Your account manager confirms prices, stock and delivery within one working day.',
          'Confirm the quotation and pay the deposit; we send a proforma invoice and a production schedule.',
          'Before shipment you receive the inspection report and photos, then pay the balance.',
        ],
      },
      {
        heading: 'Payment',
        paragraphs: [
          'We accept bank transfer (T/T), major credit and debit cards, PayPal and other wallets shown at the foot of this page. Orders usually need a 30% deposit with the balance before shipment; samples and orders under US$ 1,000 are paid in full.',
        ],
      },
      {
        heading: 'Shipping',
        table: {
          caption: 'Shipping options',
          head: ['Method', 'Transit time', 'Good for'],
          rows: [
            ['Express (DHL, FedEx, UPS)', '3–7 days', 'Samples and orders up to about 30 kg'],
            ['Air freight', '5–10 days', 'Larger orders that are needed quickly'],
            ['Sea freight', '20–40 days', 'Full cartons and replenishment orders'],
          ],
        },
        after: ['We prepare commercial invoices, packing lists and certificates of origin, and can ship DDP to the US, UK, EU, Canada and Australia.'],
      },
      {
        heading: 'Glossary',
        list: [
          '316L: low-carbon surgical stainless steel, our standard material.',
          'PVD: physical vapour deposition, a vacuum plating process that bonds colour to the steel.',
          'MOQ: minimum order quantity per design, shown on every product page.',
          'OEM: we make your own design; ODM: we adapt one of our designs for you.',
          'AQL: acceptance quality limit, the sampling standard used for inspection.',
        ],
      },
      {
        heading: 'Need something else?',
        paragraphs: [
          'Ask for our PDF catalogue, compliance certificates (REACH, Prop 65, CPSIA) or a price list for your market at {email}.',
        ],
      },
    ],
  },

  termsOfService: {
    slug: 'termsOfService',
    title: 'Terms of Service',
    navTitle: 'Terms of Service',
    description: 'The terms that apply to using the {brand} wholesale website and to inquiries, quotations and orders placed with {legalName}.',
    updated: EFFECTIVE,
    intro:
      'These terms apply to your use of this website and to every inquiry, quotation and order between you and {legalName} ("{brand}", "we"). By creating an account or sending an inquiry you accept them. We sell to businesses only.',
    sections: [
      {
        heading: '1. Accounts',
        list: [
          'You must be at least 18 and acting for a business to register.',
          'Keep your password secret; you are responsible for activity on your account.',
          'Access to new designs is granted after we have checked your company information and may be withdrawn if the information is wrong or designs are misused.',
        ],
      },
      {
        heading: '2. Catalogue and prices',
        paragraphs: [
          `Product pictures are representative; small variations in colour, stone and finish are normal for handmade jewelry. Prices on the website are indicative, in US dollars, per piece and ${CATALOGUE_PRICE_BASIS} unless stated otherwise. A binding price is only the one in a written quotation, valid for the period stated on it.`,
        ],
      },
      {
        heading: '3. Inquiries, quotations and orders',
        list: [
          'An inquiry is not an order. An order is formed when you accept our quotation and we confirm receipt of the deposit.',
          'Minimum order quantities apply per design as shown on the product page or in the quotation.',
          'Changes after confirmation may change the price and delivery date and must be agreed in writing.',
        ],
      },
      {
        heading: '4. Payment',
        paragraphs: [
          'Unless agreed otherwise, orders require a 30% deposit on confirmation and the balance before shipment. Bank charges on your side are paid by you. Goods remain our property until paid in full.',
        ],
      },
      {
        heading: '5. Delivery',
        paragraphs: [
          `Delivery dates are estimates given in good faith. We tell you promptly of any delay. Risk passes to you according to the Incoterm in the quotation (${CATALOGUE_PRICE_BASIS} by default). You are responsible for import duties and taxes unless we ship DDP.`,
        ],
      },
      {
        heading: '6. Quality and claims',
        list: [
          'Goods are inspected to the standard described on our Quality Grades page.',
          'Please check goods on arrival and report defects or shortages with photos within 14 days.',
          'For confirmed defects we repair, replace or refund the affected pieces, at our choice. Our liability is limited to the value of the affected goods.',
        ],
      },
      {
        heading: '7. Custom work and intellectual property',
        paragraphs: [
          'You confirm that logos, designs and texts you send us may be used, and you indemnify us against third-party claims arising from them. Custom designs and moulds made for you are used only for your orders. Our own catalogue designs, photos and texts remain ours and may not be reproduced without permission.',
        ],
      },
      {
        heading: '8. Website use',
        paragraphs: [
          'Do not misuse the website: no scraping of the catalogue, no attempts to break its security, no automated inquiries. We may suspend accounts that do.',
        ],
      },
      {
        heading: '9. Law and disputes',
        paragraphs: [
          'These terms are governed by the laws of the People’s Republic of China, excluding the UN Convention on Contracts for the International Sale of Goods where permitted. We will first try to settle any dispute amicably; failing that, disputes go to arbitration at the China International Economic and Trade Arbitration Commission (CIETAC) in English.',
        ],
      },
      {
        heading: '10. Contact',
        paragraphs: ['{legalName}, {office}. Email {email}, telephone {phone}.'],
      },
    ],
  },

  privacyPolicy: {
    slug: 'privacyPolicy',
    title: 'Privacy Policy',
    navTitle: 'Privacy Policy',
    description: 'What personal data {brand} collects from wholesale buyers, why, how long it is kept and the rights you have over it.',
    updated: EFFECTIVE,
    intro:
      '{legalName} ("{brand}", "we") is responsible for the personal data handled through this website. We collect only what we need to answer inquiries and fulfil orders, and we never sell it.',
    sections: [
      {
        heading: 'What we collect',
        list: [
          'Account data: email address, a hashed password, display name.',
          'Company data you give us: company name, country, contact person, phone, website and type of business.',
          'Inquiry and order data: goods, quantities, files you upload (logos, drawings), addresses and messages.',
          'Technical data: IP address, browser type and the pages you visit, kept in server logs for security.',
        ],
      },
      {
        heading: 'Why we use it',
        table: {
          caption: 'Purposes and legal bases',
          head: ['Purpose', 'Legal basis'],
          rows: [
            ['Running your account and answering inquiries', 'Contract and steps before a contract'],
            ['Producing, invoicing and shipping orders', 'Contract; legal obligations for tax records'],
            ['Checking company information before granting access to new designs', 'Legitimate interest in protecting unreleased designs'],
            ['Keeping the website secure and preventing abuse', 'Legitimate interest'],
            ['Sending news about collections, if you ask for it', 'Consent, which you can withdraw at any time'],
          ],
        },
      },
      {
        heading: 'Who receives it',
        paragraphs: [
          'Our sales, production and logistics staff; carriers and freight forwarders for delivery; payment providers for payments; and hosting and email providers who process data on our behalf under contract. We disclose data to authorities only when the law requires it.',
        ],
      },
      {
        heading: 'International transfers',
        paragraphs: [
          'We are based in China and our systems may be hosted elsewhere. Where data of buyers in the EU, UK or similar regions is transferred, we use standard contractual clauses or other lawful safeguards.',
        ],
      },
      {
        heading: 'How long we keep it',
        list: [
          'Account data: while the account is active and for 2 years after the last sign-in.',
          'Order and invoice records: 10 years, as tax law requires.',
          'Inquiries that did not lead to an order: 3 years.',
          'Server logs: 90 days.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask for access to, correction or deletion of your data, restrict or object to its use, or receive it in a portable format. Write to {email}; we answer within 30 days. You may also complain to your data-protection authority.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'Passwords are stored only as strong one-way hashes, sessions use secure, http-only cookies, and access to customer data is limited to staff who need it.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: ['We will post any change on this page and, for important changes, tell account holders by email.'],
      },
    ],
  },

  cookiesPolicy: {
    slug: 'cookiesPolicy',
    title: 'Cookies Policy',
    navTitle: 'Cookies Policy',
    description: 'Which cookies the {brand} website sets, what each one is for and how long it lasts.',
    updated: EFFECTIVE,
    intro:
      'Cookies are small text files a website stores in your browser. We keep their number small: the website uses only the cookies it needs to work and to remember your choices. We do not use advertising cookies.',
    sections: [
      {
        heading: 'Cookies we set',
        table: {
          caption: 'Cookies on this website',
          head: ['Name', 'Purpose', 'Type', 'Lasts'],
          rows: [
            ['sw_token', 'Keeps you signed in; cannot be read by scripts', 'Strictly necessary', 'Until you sign out, at most 30 days'],
            ['sw_mem', 'Identifies your account to the server together with the token', 'Strictly necessary', 'Until you sign out, at most 30 days'],
            ['sw_locale', 'Remembers the language of the website', 'Preference', '365 days'],
          ],
        },
      },
      {
        heading: 'Local storage',
        paragraphs: [
          'While you are signed in, your display name and account id are kept in your browser’s storage so the header can greet you. The session token itself is never stored there. Signing out clears it.',
        ],
      },
      {
        heading: 'Third-party content',
        paragraphs: [
          'Links to our video and social-media pages take you to those services, which set their own cookies under their own policies. Payment providers may set cookies during payment.',
        ],
      },
      {
        heading: 'Managing cookies',
        paragraphs: [
          'You can delete or block cookies in your browser settings. If you block the strictly necessary cookies you can still browse the catalogue, but you cannot sign in or use the inquiry cart.',
        ],
      },
      {
        heading: 'Questions',
        paragraphs: ['Write to {email}.'],
      },
    ],
  },

  disclosurePolicy: {
    slug: 'disclosurePolicy',
    title: 'Disclosure Policy',
    navTitle: 'Disclosure Policy',
    description: 'How {brand} presents products, prices, materials and partnerships on its website, and how to report a security issue.',
    updated: EFFECTIVE,
    intro:
      'We want buyers to know exactly what they are looking at. This page explains how products, prices and claims on this website are presented, and how to tell us about a problem.',
    sections: [
      {
        heading: 'Product information',
        list: [
          'Product pictures are drawings or photographs of production samples; colours may look different on your screen.',
          'Materials, plating and stone grades are stated as defined on our Quality Grades page. Where a product sheet and a quotation differ, the quotation applies.',
          '“Hypoallergenic” means 316L steel with nickel release below the EU REACH limit; it does not guarantee that no wearer will react.',
          '“Waterproof” refers to steel and PVD-plated items, which tolerate daily contact with water; it does not mean suitable for chlorinated pools or sea water over long periods.',
        ],
      },
      {
        heading: 'Prices and availability',
        paragraphs: [
          'Prices shown are wholesale prices per piece in US dollars, before shipping, duties and taxes, and depend on the quantity tier. Stock and prices can change; the written quotation is binding.',
        ],
      },
      {
        heading: 'Our own factories',
        paragraphs: [
          'The factories shown on this website are operated by {legalName} or its affiliated companies. Figures such as floor area, staff and capacity are our own figures and are updated at least once a year.',
        ],
      },
      {
        heading: 'Partnerships and links',
        paragraphs: [
          'We are not paid to link to other websites. Links to our social-media pages and our sister brand are ours. Logos of payment methods show accepted ways of paying and are not endorsements.',
        ],
      },
      {
        heading: 'Designs and intellectual property',
        paragraphs: [
          'If you believe a design in our catalogue infringes your rights, write to {email} with details; we will withdraw the design while we look into it and reply within 10 working days.',
        ],
      },
      {
        heading: 'Reporting a security issue',
        paragraphs: [
          'If you find a security weakness in this website, please tell us at {email} with steps to reproduce it and give us reasonable time to fix it before disclosing it. We do not take action against good-faith research that avoids harm to our customers and their data.',
        ],
      },
    ],
  },
};

export function isAboutSlug(value: string): value is AboutSlug {
  return (ABOUT_SLUGS as readonly string[]).includes(value);
}
