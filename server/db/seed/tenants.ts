/** Demo tenants, organisations, positions, roles and users. Passwords are hashed when seeded. */
export const ADMIN_PASSWORD = 'Admin@12345';
export const STAFF_PASSWORD = 'Staff@12345';

export const SEED_MERCHANTS = [
  { merchantId: 'M001', merchantName: '星河能源集团', contact: '陈总', phone: '13800000001' },
  { merchantId: 'M002', merchantName: '云帆新能源', contact: '林总', phone: '13800000002' },
];

export const SEED_ORGANIZATIONS = [
  { organizeId: 'O100', merchantId: 'M001', parentId: '', organizeName: '星河能源集团总部', orderNum: 0 },
  { organizeId: 'O110', merchantId: 'M001', parentId: 'O100', organizeName: '人力资源部', orderNum: 1 },
  { organizeId: 'O120', merchantId: 'M001', parentId: 'O100', organizeName: '财务部', orderNum: 2 },
  { organizeId: 'O130', merchantId: 'M001', parentId: 'O100', organizeName: '技术研发中心', orderNum: 3 },
  { organizeId: 'O131', merchantId: 'M001', parentId: 'O130', organizeName: '平台研发组', orderNum: 1 },
  { organizeId: 'O140', merchantId: 'M001', parentId: 'O100', organizeName: '行政部', orderNum: 4 },
  { organizeId: 'O200', merchantId: 'M002', parentId: '', organizeName: '云帆新能源总部', orderNum: 0 },
  { organizeId: 'O210', merchantId: 'M002', parentId: 'O200', organizeName: '运营部', orderNum: 1 },
  { organizeId: 'O220', merchantId: 'M002', parentId: 'O200', organizeName: '财务部', orderNum: 2 },
];

export const SEED_POSITIONS = [
  { positionId: 'P101', merchantId: 'M001', organizeId: 'O100', positionName: '总经理', positionCode: 'GM' },
  {
    positionId: 'P102',
    merchantId: 'M001',
    organizeId: 'O110',
    positionName: '人事经理',
    positionCode: 'HRM',
  },
  {
    positionId: 'P103',
    merchantId: 'M001',
    organizeId: 'O120',
    positionName: '财务主管',
    positionCode: 'FIN',
  },
  {
    positionId: 'P104',
    merchantId: 'M001',
    organizeId: 'O131',
    positionName: '研发工程师',
    positionCode: 'DEV',
  },
  {
    positionId: 'P105',
    merchantId: 'M001',
    organizeId: 'O130',
    positionName: '研发经理',
    positionCode: 'DEVM',
  },
  {
    positionId: 'P201',
    merchantId: 'M002',
    organizeId: 'O210',
    positionName: '运营经理',
    positionCode: 'OPM',
  },
];

export const SEED_ROLES = [
  {
    roleId: 'R101',
    merchantId: 'M001',
    roleName: '超级管理员',
    roleKey: 'admin',
    isSuper: true,
    homePage: '',
  },
  {
    roleId: 'R102',
    merchantId: 'M001',
    roleName: '部门经理',
    roleKey: 'manager',
    isSuper: false,
    homePage: '',
  },
  {
    roleId: 'R103',
    merchantId: 'M001',
    roleName: '普通员工',
    roleKey: 'staff',
    isSuper: false,
    homePage: '',
  },
  {
    roleId: 'R104',
    merchantId: 'M001',
    roleName: '人事专员',
    roleKey: 'hr',
    isSuper: false,
    homePage: '',
  },
  {
    roleId: 'R105',
    merchantId: 'M001',
    roleName: '财务专员',
    roleKey: 'finance',
    isSuper: false,
    homePage: '',
  },
  {
    roleId: 'R201',
    merchantId: 'M002',
    roleName: '租户管理员',
    roleKey: 'admin',
    isSuper: true,
    homePage: '',
  },
  {
    roleId: 'R202',
    merchantId: 'M002',
    roleName: '普通员工',
    roleKey: 'staff',
    isSuper: false,
    homePage: '',
  },
];

/** Menus each non-super role may use (ids from apps.ts; a page brings its buttons along). */
export const SEED_ROLE_MENUS: Record<string, string[]> = {
  R102: [
    'm-approval',
    'm-approval-center',
    'm-approval-todo',
    'm-approval-apply',
    'm-approval-perm',
    'm-apply-perm',
    'm-document',
    'm-bucket',
    'm-message',
    'm-letter',
    'm-market-ui',
    'm-market-ui-home',
    'm-market-ui-list',
  ],
  R103: [
    'm-approval',
    'm-approval-center',
    'm-approval-todo',
    'm-approval-apply',
    'm-approval-perm',
    'm-apply-perm',
    'm-message',
    'm-letter',
    'm-hudong',
    'm-hudong-home',
    'm-hudong-list',
  ],
  R104: [
    'm-approval',
    'm-approval-center',
    'm-approval-todo',
    'm-approval-apply',
    'm-approval-perm',
    'm-apply-perm',
    'm-system',
    'm-user',
    'm-organize',
    'm-position',
    'm-message',
    'm-letter',
  ],
  R105: [
    'm-approval',
    'm-approval-center',
    'm-approval-todo',
    'm-approval-apply',
    'm-approval-perm',
    'm-apply-perm',
    'm-document',
    'm-bucket',
    'm-document-perm',
    'm-message',
    'm-letter',
    'm-millstone',
    'm-millstone-home',
    'm-millstone-list',
  ],
  R202: [
    'm-approval',
    'm-approval-center',
    'm-approval-todo',
    'm-approval-apply',
    'm-approval-perm',
    'm-apply-perm',
    'm-message',
    'm-letter',
  ],
};

export interface SeedUser {
  userId: string;
  merchantId: string;
  userName: string;
  nickName: string;
  password: string;
  phonenumber: string;
  email: string;
  jobNumber: string;
  sex: '0' | '1' | '2';
  organizeId: string;
  roleIds: string[];
  positionIds: string[];
}

export const SEED_USERS: SeedUser[] = [
  {
    userId: 'U1001',
    merchantId: 'M001',
    userName: 'admin',
    nickName: '系统管理员',
    password: ADMIN_PASSWORD,
    phonenumber: '13900001001',
    email: 'admin@xinghe-energy.cn',
    jobNumber: 'XH0001',
    sex: '0',
    organizeId: 'O100',
    roleIds: ['R101'],
    positionIds: ['P101'],
  },
  {
    userId: 'U1002',
    merchantId: 'M001',
    userName: 'zhangsan',
    nickName: '张三',
    password: STAFF_PASSWORD,
    phonenumber: '13900001002',
    email: 'zhangsan@xinghe-energy.cn',
    jobNumber: 'XH1002',
    sex: '0',
    organizeId: 'O131',
    roleIds: ['R103'],
    positionIds: ['P104'],
  },
  {
    userId: 'U1003',
    merchantId: 'M001',
    userName: 'lisi',
    nickName: '李四',
    password: STAFF_PASSWORD,
    phonenumber: '13900001003',
    email: 'lisi@xinghe-energy.cn',
    jobNumber: 'XH1003',
    sex: '0',
    organizeId: 'O130',
    roleIds: ['R102'],
    positionIds: ['P105'],
  },
  {
    userId: 'U1004',
    merchantId: 'M001',
    userName: 'wangwu',
    nickName: '王五',
    password: STAFF_PASSWORD,
    phonenumber: '13900001004',
    email: 'wangwu@xinghe-energy.cn',
    jobNumber: 'XH1004',
    sex: '0',
    organizeId: 'O110',
    roleIds: ['R104', 'R102'],
    positionIds: ['P102'],
  },
  {
    userId: 'U1005',
    merchantId: 'M001',
    userName: 'zhaoliu',
    nickName: '赵六',
    password: STAFF_PASSWORD,
    phonenumber: '13900001005',
    email: 'zhaoliu@xinghe-energy.cn',
    jobNumber: 'XH1005',
    sex: '1',
    organizeId: 'O120',
    roleIds: ['R105'],
    positionIds: ['P103'],
  },
  {
    userId: 'U2001',
    merchantId: 'M002',
    userName: 'admin2',
    nickName: '云帆管理员',
    password: ADMIN_PASSWORD,
    phonenumber: '13900002001',
    email: 'admin@yunfan-power.cn',
    jobNumber: 'YF0001',
    sex: '1',
    organizeId: 'O200',
    roleIds: ['R201'],
    positionIds: ['P201'],
  },
  {
    userId: 'U2002',
    merchantId: 'M002',
    userName: 'sunqi',
    nickName: '孙七',
    password: STAFF_PASSWORD,
    phonenumber: '13900002002',
    email: 'sunqi@yunfan-power.cn',
    jobNumber: 'YF2002',
    sex: '0',
    organizeId: 'O210',
    roleIds: ['R202'],
    positionIds: [],
  },
];

/** admin may switch into tenant 2 as its administrator. */
export const SEED_MERCHANT_AUTHS = [{ authId: 'MA001', userId: 'U1001', merchantId: 'M002', roleId: 'R201' }];
