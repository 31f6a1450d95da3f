/**
 * What a gloved finger hits on a warehouse tablet: at least 44 x 44 CSS px (WCAG 2.5.5). The scan
 * screens' buttons, rows' actions and fields take it as their style:
 *   <Button style={TOUCH_TARGET}>   <TextInput styles={{ input: TOUCH_TARGET }} />
 * A minimum, so a Mantine size's own height still applies above it.
 */
export const TOUCH_TARGET_PX = 44;
export const TOUCH_TARGET = { minHeight: TOUCH_TARGET_PX, minWidth: TOUCH_TARGET_PX } as const;
