import type { LineCustomization } from '@sw/protocol';
import { editCustomizationHref } from '@/lib/links';
import { CustomizationFacts } from '@/ui/CustomizationFacts';
import { PencilIcon } from '@/ui/icons';

/** What the buyer asked to be changed on a cart line, with the way back into the editor. */
export function CustomizationSummary({
  lineId, customization, techniqueName,
}: {
  lineId: string;
  customization: LineCustomization;
  /** The technique's display name when known (the line stores its code). */
  techniqueName?: string;
}) {
  return (
    <CustomizationFacts
      customization={customization}
      techniqueName={techniqueName}
      testId="cart-line-customization"
      filesTestId="cart-line-files"
      action={
        <a href={editCustomizationHref(lineId)} className="inline-flex items-center gap-1.5 text-[13px] font-medium text-accent-strong underline-offset-4 hover:underline">
          <PencilIcon size={14} />
          Edit customization
        </a>
      }
    />
  );
}
