/** The About page: who we are, in numbers, values and milestones. `{brand}` is filled in per theme. */

export const ABOUT_INTRO = {
  eyebrow: 'About us',
  title: 'Stainless steel jewelry, made by the people who sell it',
  lead:
    '{brand} designs and manufactures stainless steel jewelry for retailers, e-commerce brands and distributors in more than 80 countries. We run our own design studio, casting and plating lines and quality lab, and we sell only to businesses.',
  description:
    'About {brand}: a stainless steel jewelry manufacturer with its own design studio, factories and quality lab, serving retailers and brands worldwide with wholesale and OEM/ODM jewelry.',
};

export const ABOUT_NUMBERS = [
  { value: '2009', label: 'Founded' },
  { value: '80+', label: 'Countries served' },
  { value: '3,000+', label: 'Business customers' },
  { value: '24 h', label: 'Reply to every inquiry' },
];

export const ABOUT_STORY = [
  'We started in 2009 as a small polishing workshop supplying chain and findings to jewelry makers in Guangzhou. Our customers kept asking for finished pieces that would not tarnish, so we learnt casting, then PVD plating, then design.',
  'Today our designers release new collections every week, drawn from what our buyers tell us sells in their stores. Because design, production and sales sit under one roof, a sketch on Monday can be a sample on your desk ten days later — and the price you are quoted is the price of the factory that makes it.',
  'We still think like a workshop: fewer promises, kept precisely. Every order is inspected piece by piece against the grade you were quoted, and every buyer has one account manager who knows their range.',
];

export const ABOUT_VALUES = [
  { title: 'Honest materials', text: '316L steel, stated plating thickness and graded stones — never 201 steel or flash plating sold as PVD.' },
  { title: 'Design that sells', text: 'Collections built from our buyers’ sell-through data, with exclusive designs for brands.' },
  { title: 'Low risk to start', text: 'Low minimums per design, mixed orders and samples before you commit.' },
  { title: 'Responsible production', text: 'Audited workshops, recycled steel offcuts and cyanide-free plating lines.' },
];

export const ABOUT_MILESTONES = [
  { year: '2009', text: 'Polishing and findings workshop opens in Guangzhou.' },
  { year: '2012', text: 'First casting line; first finished collections for export.' },
  { year: '2015', text: 'PVD vacuum plating line; 18K gold colours that last.' },
  { year: '2018', text: 'Design studio and OEM/ODM service for private-label brands.' },
  { year: '2021', text: 'The group grows to several factories and opens its own quality lab with XRF and salt-spray testing.' },
  { year: '2024', text: 'Online wholesale platform with inquiry cart and order tracking.' },
];
