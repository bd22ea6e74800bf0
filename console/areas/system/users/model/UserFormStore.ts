import { action, makeObservable } from 'mobx';
import { api } from '@shared/api';
import { checkUserFormFields } from '@shared/api/modules/identity/rules';
import type { TreeNode } from '@shared/api/modules/identity/schemas';
import { FormModel } from '../../../../app/model/FormModel';
import { Loader } from '../../../../app/model/Loader';
import type { ModelDeps } from '../../../../app/model/ModelDeps';
import { encryptAll } from '../../common/encrypt';
import { PictureUpload, type PictureUploader } from '../../common/model/PictureUpload';

export interface UserForm {
  userName: string;
  nickName: string;
  organizeId: string;
  phonenumber: string;
  email: string;
  password: string;
  jobNumber: string;
  sex: string;
  idCard: string;
  avatar: string;
  remark: string;
  roleIds: string[];
  positionIds: string[];
}
export const EMPTY_USER_FORM: UserForm = {
  userName: '',
  nickName: '',
  organizeId: '',
  phonenumber: '',
  email: '',
  password: '',
  jobNumber: '',
  sex: '0',
  idCard: '',
  avatar: '',
  remark: '',
  roleIds: [],
  positionIds: [],
};

/**
 * Adding or editing one user: every §5 problem shows under its field at once, and so does a server answer naming a
 * field. The organisations, roles and positions to choose from load with the form; the avatar is uploaded.
 */
export class UserFormStore {
  readonly form: FormModel<UserForm>;
  readonly organizes = new Loader<TreeNode[]>([]);
  readonly roles = new Loader<Array<{ roleId: string; roleName: string }>>([]);
  readonly positions = new Loader<Array<{ positionId: string; positionName: string }>>([]);
  readonly avatar: PictureUpload<UserForm, 'avatar'>;

  constructor(
    private readonly deps: ModelDeps,
    /** The user being edited; null when adding. */
    readonly userId: string | null,
    upload: PictureUploader,
  ) {
    this.form = new FormModel<UserForm>(deps, EMPTY_USER_FORM);
    this.avatar = new PictureUpload(this.form, 'avatar', upload);
    makeObservable(this, { toggle: action });
  }

  /** Loads the choices and, when editing, the user. */
  async load() {
    const { client } = this.deps;
    void this.organizes.load(() => client.call(api.identity.organizeTreeselect));
    void this.roles.load(() => client.call(api.identity.roleTree, { query: { pageNum: 1, limit: 9999 } }));
    void this.positions.load(() => client.call(api.identity.merchantPosition, { query: {} }));
    if (!this.userId) return;
    const detail = await client
      .call(api.identity.userDetail, { params: { id: this.userId } })
      .catch(() => undefined);
    if (!detail) return;
    const { user, roleIds, positionIds } = detail;
    this.form.reset({
      userName: user.userName,
      nickName: user.nickName,
      organizeId: user.organizeId,
      phonenumber: user.phonenumber,
      email: user.email,
      password: '',
      jobNumber: user.jobNumber,
      sex: user.sex,
      idCard: user.idCard,
      avatar: user.avatar,
      remark: user.remark,
      roleIds,
      positionIds,
    });
  }

  /** Checks or unchecks one role or position. */
  toggle(key: 'roleIds' | 'positionIds', id: string) {
    const ids = this.form.values[key];
    this.form.set(key, ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
  }

  /** Checks the §5 rules, then adds (with the password encrypted) or edits; true when the server took it. */
  save(): Promise<boolean> {
    const { client } = this.deps;
    const { password, ...rest } = this.form.values;
    return this.form.submit(async () => {
      if (this.userId)
        return client.call(
          api.identity.userUpdate,
          { body: { ...rest, userId: this.userId, scene: 'admin' } },
          { silent: true },
        );
      const [cipher] = password ? await encryptAll(client, password) : [];
      return client.call(api.identity.userAdd, { body: { ...rest, password: cipher } }, { silent: true });
    }, checkUserFormFields(this.form.values));
  }
}
