/**
 * The lettering fonts of the customization screens (open licence, @fontsource; the names lead the stacks the
 * back-end sends with getFontTechnic.do). Imported only by the font picker, so other pages' first load stays as
 * it was; only the Latin subset, and a face downloads once a preview uses it.
 */
import '@fontsource/libre-baskerville/latin-400.css';
import '@fontsource/montserrat/latin-400.css';
import '@fontsource/great-vibes/latin-400.css';
import '@fontsource/anton/latin-400.css';
import '@fontsource/cinzel/latin-400.css';
import '@fontsource/josefin-sans/latin-400.css';
import '@fontsource/courier-prime/latin-400.css';
