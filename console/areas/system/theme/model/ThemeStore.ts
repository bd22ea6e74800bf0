import { action, computed, makeObservable } from 'mobx';
import { api } from '@shared/api';
import { DEFAULT_THEME, parseTheme, type ThemeConfig } from '@shared/theme/defaults';
import { lowContrastPairs, type LowContrast } from '@shared/theme/contrast';
import { PAGE_ANIMATIONS, themeProblems, type ColorField } from '@shared/theme/rules';
import { FormModel } from '../../../../app/model/FormModel';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';

export interface ThemeTenant {
  merchantId: string;
  merchantName: string;
}

export interface HomePageOption {
  path: string;
  title: string;
}

/** The fields a palette pick sets: the theme colour and the accents that follow it. */
const ACCENTS = ['themeColor', 'primaryColor', 'buttonColor', 'linkColor'] as const;

/**
 * The theme screen (console spec §2.3 merchant home page and theme config, §3 Theme, §9 palette): the tenant's
 * theme being edited (the preview reads it before anything is saved), palette picks, dark or light mode, the home
 * page, reset to the defaults and save. `onSaved` hands the stored theme to the shell so it applies at once.
 */
export class ThemeStore {
  readonly form: FormModel<ThemeConfig>;
  readonly loaded = new Loader<ThemeConfig>();
  readonly homePages = new Loader<HomePageOption[]>([]);
  /** The tenants whose theme the administrator may edit, the session's own first. */
  readonly tenants = new Loader<ThemeTenant[]>([]);

  constructor(
    private readonly deps: ModelDeps,
    private readonly onSaved: (themeJson: string) => void = () => {},
    /** Another tenant the administrator manages; the session's tenant when absent. */
    readonly merchantId?: string,
  ) {
    this.form = new FormModel<ThemeConfig>(deps, { ...DEFAULT_THEME }, 'appearance');
    makeObservable(this, {
      pickPalette: action,
      preview: computed,
      isChanged: computed,
      lowContrast: computed,
      tenantName: computed,
    });
  }

  /** Loads the theme (the form holds it before the screen shows it) and the home-page choices. */
  async start() {
    await Promise.all([
      this.loaded.load(async () => {
        const answer = await this.deps.client.call(api.system.themeGet, {
          query: this.merchantId ? { merchantId: this.merchantId } : {},
        });
        const theme = parseTheme(answer.config);
        this.form.reset(theme);
        return theme;
      }),
      this.homePages.load(() =>
        this.deps.client.call(api.config.themeHomePages, undefined, { silent: true }),
      ),
      this.tenants.load(() => this.deps.client.call(api.system.themeTenants, undefined, { silent: true })),
    ]);
  }

  /** The name of the other tenant whose theme this is ('' for the session's own). */
  get tenantName(): string {
    if (!this.merchantId) return '';
    return this.tenants.value?.find((t) => t.merchantId === this.merchantId)?.merchantName ?? this.merchantId;
  }

  /** A palette colour becomes the theme colour and its accents. */
  pickPalette(color: string) {
    for (const field of ACCENTS) this.form.set(field, color);
  }

  /** One of the page animations; anything else leaves the choice as it is. */
  setAnimation(value: string) {
    const animation = PAGE_ANIMATIONS.find((name) => name === value);
    if (animation) this.form.set('animation', animation);
  }

  setColor(field: ColorField, value: string) {
    this.form.set(field, value.trim());
  }

  /** Text/background pairs of the edited theme below 4.5:1 (WCAG 2.2 AA): a warning, saving stays possible. */
  get lowContrast(): LowContrast[] {
    return lowContrastPairs(this.form.values);
  }

  /** The values the preview shows (the edited, unsaved ones). */
  get preview(): ThemeConfig {
    return this.form.values;
  }

  get isChanged(): boolean {
    const saved = this.loaded.value;
    return !!saved && JSON.stringify(saved) !== JSON.stringify(this.form.values);
  }

  /** Checks the fields (errors under them), then stores the theme; the shell takes the stored one. */
  save(values: ThemeConfig = this.form.values): Promise<boolean> {
    const problems = themeProblems(values).map((p) => ({ field: p.field, key: `problem.${p.key}` }));
    return this.form.submit(async () => {
      const answer = await this.deps.client.call(
        api.system.themeUpdate,
        {
          body: {
            config: JSON.stringify(values),
            ...(this.merchantId ? { merchantId: this.merchantId } : {}),
          },
        },
        { silent: true },
      );
      const stored = parseTheme(answer.config);
      this.loaded.set(stored);
      this.form.reset(stored);
      // another tenant's theme is not the one this console shows
      if (!this.merchantId) this.onSaved(answer.config);
    }, problems);
  }

  /** Stores the default theme (the home page stays); the view asks first. */
  resetToDefault(): Promise<boolean> {
    return this.save({ ...DEFAULT_THEME, homePage: this.form.values.homePage });
  }
}
