import { action, computed, makeObservable, observable } from 'mobx';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { UserPickerStore } from './UserPickerStore';

export type SignPosition = 'before' | 'after' | 'alongside';
export const SIGN_POSITIONS: readonly SignPosition[] = ['before', 'after', 'alongside'];

/** What the signers dialog answers: the people ticked, and where they sign (add signers only). */
export interface SignersChoice {
  position: SignPosition;
  userIds: string[];
}

/**
 * The add-signers and free-flow dialog (workflow spec §6): tenant people to tick (one for free flow, several
 * for add signers, never the caller) and, for add signers, where they sign relative to the caller.
 */
export class SignersStore {
  position: SignPosition = 'after';
  /** Set when OK was pressed with nobody ticked. */
  isMissingPeople = false;
  readonly people: UserPickerStore;

  constructor(
    deps: Pick<ModelDeps, 'client'>,
    readonly mode: 'addSigners' | 'freeFlow',
    self: string,
  ) {
    this.people = new UserPickerStore(deps, mode === 'freeFlow' ? 1 : 2, self);
    makeObservable(this, {
      position: observable,
      isMissingPeople: observable,
      choice: computed,
      setPosition: action,
      toggle: action,
      confirm: action,
    });
  }

  setPosition(position: SignPosition) {
    this.position = position;
  }

  toggle(userId: string) {
    this.people.toggle(userId);
    this.isMissingPeople = false;
  }

  get choice(): SignersChoice {
    return { position: this.mode === 'freeFlow' ? 'after' : this.position, userIds: [...this.people.chosen] };
  }

  /** The choice to send, or null (with the hint shown) when nobody is ticked. */
  confirm(): SignersChoice | null {
    this.isMissingPeople = this.people.chosen.length === 0;
    return this.isMissingPeople ? null : this.choice;
  }
}
