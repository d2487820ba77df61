; kernel reductions [BM=8, BN=16]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @reductions(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9, float addrspace(1)* noalias %p10, i32 %p11, i32 %p12) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 2
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 3
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 4
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 5
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 6
  %v22 = or i32 %v18, %v21
  %v23 = lshr i32 %v22, 4
  %v24 = and i32 %v23, 7
  %v25 = and i32 %v22, 15
  %v26 = sext i32 %v4 to i64
  %v27 = mul i64 %v26, 8
  %v28 = zext i32 %v24 to i64
  %v29 = add i64 %v27, %v28
  %v30 = sext i32 %p3 to i64
  %v31 = zext i32 %p1 to i64
  %v32 = mul i64 %v29, %v30
  %v33 = add i64 %v27, 8
  %v34 = icmp sle i64 %v33, %v31
  %v35 = icmp sge i64 %v26, 0
  %v36 = and i1 %v34, %v35
  %v37 = zext i32 %v25 to i64
  %v38 = zext i32 %p2 to i64
  %v39 = add i64 %v32, %v37
  %v40 = icmp sle i64 16, %v38
  %v41 = icmp sge i64 0, 0
  %v42 = and i1 %v40, %v41
  %v43 = and i1 %v36, %v42
  br i1 %v43, label %ld_full1, label %ld_edge2
ld_full1:
  %v44 = icmp ult i64 %v29, %v31
  %v45 = icmp ult i64 %v37, %v38
  %v46 = and i1 %v44, %v45
  %v47 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v39
  %v48 = bitcast float addrspace(1)* %v47 to <4 x float> addrspace(1)*
  %v49 = load <4 x float>, <4 x float> addrspace(1)* %v48, align 16
  %v50 = extractelement <4 x float> %v49, i32 0
  %v51 = extractelement <4 x float> %v49, i32 1
  %v52 = extractelement <4 x float> %v49, i32 2
  %v53 = extractelement <4 x float> %v49, i32 3
  br label %ld_done3
ld_edge2:
  %v54 = icmp ult i64 %v29, %v31
  %v55 = icmp ult i64 %v37, %v38
  %v56 = and i1 %v54, %v55
  %v57 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v39
  %v58 = bitcast float addrspace(1)* %v57 to <4 x float> addrspace(1)*
  br i1 %v56, label %ld4, label %ld_next5
ld_done3:
  %v68 = phi float [ %v50, %ld_full1 ], [ %v64, %ld_next5 ]
  %v69 = phi float [ %v51, %ld_full1 ], [ %v65, %ld_next5 ]
  %v70 = phi float [ %v52, %ld_full1 ], [ %v66, %ld_next5 ]
  %v71 = phi float [ %v53, %ld_full1 ], [ %v67, %ld_next5 ]
  %v72 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v68, float %v69)
  %v73 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v72, float %v70)
  %v74 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v73, float %v71)
  %v75 = bitcast float %v74 to i32
  %v76 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v75, i32 1, i32 31)
  %v77 = bitcast i32 %v76 to float
  %v78 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v74, float %v77)
  %v79 = bitcast float %v78 to i32
  %v80 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v79, i32 2, i32 31)
  %v81 = bitcast i32 %v80 to float
  %v82 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v78, float %v81)
  %v83 = fsub float %v68, %v82
  %v84 = fsub float %v69, %v82
  %v85 = fsub float %v70, %v82
  %v86 = fsub float %v71, %v82
  %v87 = fadd float %v83, %v84
  %v88 = fadd float %v87, %v85
  %v89 = fadd float %v88, %v86
  %v90 = bitcast float %v89 to i32
  %v91 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v90, i32 1, i32 31)
  %v92 = bitcast i32 %v91 to float
  %v93 = fadd float %v89, %v92
  %v94 = bitcast float %v93 to i32
  %v95 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v94, i32 2, i32 31)
  %v96 = bitcast i32 %v95 to float
  %v97 = fadd float %v93, %v96
  %v98 = bitcast float %v68 to i32
  %v99 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v98, i32 4, i32 31)
  %v100 = bitcast i32 %v99 to float
  %v101 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v68, float %v100)
  %v102 = bitcast float %v69 to i32
  %v103 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v102, i32 4, i32 31)
  %v104 = bitcast i32 %v103 to float
  %v105 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v69, float %v104)
  %v106 = bitcast float %v70 to i32
  %v107 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v106, i32 4, i32 31)
  %v108 = bitcast i32 %v107 to float
  %v109 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v70, float %v108)
  %v110 = bitcast float %v71 to i32
  %v111 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v110, i32 4, i32 31)
  %v112 = bitcast i32 %v111 to float
  %v113 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v71, float %v112)
  %v114 = bitcast float %v101 to i32
  %v115 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v114, i32 8, i32 31)
  %v116 = bitcast i32 %v115 to float
  %v117 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v101, float %v116)
  %v118 = bitcast float %v105 to i32
  %v119 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v118, i32 8, i32 31)
  %v120 = bitcast i32 %v119 to float
  %v121 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v105, float %v120)
  %v122 = bitcast float %v109 to i32
  %v123 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v122, i32 8, i32 31)
  %v124 = bitcast i32 %v123 to float
  %v125 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v109, float %v124)
  %v126 = bitcast float %v113 to i32
  %v127 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v126, i32 8, i32 31)
  %v128 = bitcast i32 %v127 to float
  %v129 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v113, float %v128)
  %v130 = bitcast float %v117 to i32
  %v131 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v130, i32 16, i32 31)
  %v132 = bitcast i32 %v131 to float
  %v133 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v117, float %v132)
  %v134 = bitcast float %v121 to i32
  %v135 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v134, i32 16, i32 31)
  %v136 = bitcast i32 %v135 to float
  %v137 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v121, float %v136)
  %v138 = bitcast float %v125 to i32
  %v139 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v138, i32 16, i32 31)
  %v140 = bitcast i32 %v139 to float
  %v141 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v125, float %v140)
  %v142 = bitcast float %v129 to i32
  %v143 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v142, i32 16, i32 31)
  %v144 = bitcast i32 %v143 to float
  %v145 = call float asm "min.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v129, float %v144)
  %v146 = fmul float %v133, %v137
  %v147 = fmul float %v146, %v141
  %v148 = fmul float %v147, %v145
  %v149 = bitcast float %v148 to i32
  %v150 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v149, i32 1, i32 31)
  %v151 = bitcast i32 %v150 to float
  %v152 = fmul float %v148, %v151
  %v153 = bitcast float %v152 to i32
  %v154 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v153, i32 2, i32 31)
  %v155 = bitcast i32 %v154 to float
  %v156 = fmul float %v152, %v155
  %v157 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v158 = fadd float %v97, %v156
  call void @llvm.nvvm.barrier0()
  %v159 = lshr i32 %v2, 2
  %v160 = and i32 %v159, 1
  %v161 = lshr i32 %v2, 3
  %v162 = and i32 %v161, 1
  %v163 = shl i32 %v162, 1
  %v164 = or i32 %v160, %v163
  %v165 = lshr i32 %v2, 4
  %v166 = and i32 %v165, 1
  %v167 = shl i32 %v166, 2
  %v168 = or i32 %v164, %v167
  %v169 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v170 = getelementptr inbounds float, float addrspace(3)* %v169, i32 %v168
  store float %v158, float addrspace(3)* %v170, align 4
  call void @llvm.nvvm.barrier0()
  %v171 = and i32 %v2, 1
  %v172 = shl i32 %v171, 2
  %v173 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v174 = getelementptr inbounds float, float addrspace(3)* %v173, i32 %v172
  %v175 = load float, float addrspace(3)* %v174, align 4
  %v176 = or i32 %v172, 1
  %v177 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v178 = getelementptr inbounds float, float addrspace(3)* %v177, i32 %v176
  %v179 = load float, float addrspace(3)* %v178, align 4
  %v180 = or i32 %v172, 2
  %v181 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v182 = getelementptr inbounds float, float addrspace(3)* %v181, i32 %v180
  %v183 = load float, float addrspace(3)* %v182, align 4
  %v184 = or i32 %v172, 3
  %v185 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v186 = getelementptr inbounds float, float addrspace(3)* %v185, i32 %v184
  %v187 = load float, float addrspace(3)* %v186, align 4
  %v188 = and i32 %v2, 1
  %v189 = shl i32 %v188, 2
  %v190 = and i32 %v189, 7
  %v191 = sext i32 %v157 to i64
  %v192 = mul i64 %v191, 8
  %v193 = zext i32 %v190 to i64
  %v194 = add i64 %v192, %v193
  %v195 = zext i32 %p11 to i64
  %v196 = add i64 %v192, 8
  %v197 = icmp sle i64 %v196, %v195
  %v198 = icmp sge i64 %v191, 0
  %v199 = and i1 %v197, %v198
  %v200 = and i32 %v2, 30
  %v201 = icmp eq i32 %v200, 0
  %v202 = and i32 %v3, 3
  %v203 = icmp eq i32 %v202, 0
  %v204 = and i1 %v201, %v203
  br i1 %v204, label %st_owner6, label %join7
ld4:
  %v59 = load <4 x float>, <4 x float> addrspace(1)* %v58, align 16
  %v60 = extractelement <4 x float> %v59, i32 0
  %v61 = extractelement <4 x float> %v59, i32 1
  %v62 = extractelement <4 x float> %v59, i32 2
  %v63 = extractelement <4 x float> %v59, i32 3
  br label %ld_next5
ld_next5:
  %v64 = phi float [ %v60, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v65 = phi float [ %v61, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v66 = phi float [ %v62, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v67 = phi float [ %v63, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  br label %ld_done3
st_owner6:
  br i1 %v199, label %st_full8, label %st_edge9
join7:
  call void @llvm.nvvm.barrier0()
  %v219 = and i32 %v2, 1
  %v220 = shl i32 %v219, 2
  %v221 = lshr i32 %v2, 1
  %v222 = and i32 %v221, 1
  %v223 = shl i32 %v222, 3
  %v224 = or i32 %v220, %v223
  %v225 = lshr i32 %v2, 2
  %v226 = and i32 %v225, 1
  %v227 = shl i32 %v226, 4
  %v228 = or i32 %v224, %v227
  %v229 = lshr i32 %v2, 3
  %v230 = and i32 %v229, 1
  %v231 = shl i32 %v230, 5
  %v232 = or i32 %v228, %v231
  %v233 = lshr i32 %v2, 4
  %v234 = and i32 %v233, 1
  %v235 = shl i32 %v234, 6
  %v236 = or i32 %v232, %v235
  %v237 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v238 = getelementptr inbounds float, float addrspace(3)* %v237, i32 %v236
  store float %v68, float addrspace(3)* %v238, align 4
  %v239 = or i32 %v236, 1
  %v240 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v241 = getelementptr inbounds float, float addrspace(3)* %v240, i32 %v239
  store float %v69, float addrspace(3)* %v241, align 4
  %v242 = or i32 %v236, 2
  %v243 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v244 = getelementptr inbounds float, float addrspace(3)* %v243, i32 %v242
  store float %v70, float addrspace(3)* %v244, align 4
  %v245 = or i32 %v236, 3
  %v246 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v247 = getelementptr inbounds float, float addrspace(3)* %v246, i32 %v245
  store float %v71, float addrspace(3)* %v247, align 4
  call void @llvm.nvvm.barrier0()
  %v248 = and i32 %v2, 1
  %v249 = shl i32 %v248, 2
  %v250 = lshr i32 %v2, 1
  %v251 = and i32 %v250, 1
  %v252 = shl i32 %v251, 3
  %v253 = or i32 %v249, %v252
  %v254 = lshr i32 %v2, 2
  %v255 = and i32 %v254, 1
  %v256 = shl i32 %v255, 4
  %v257 = or i32 %v253, %v256
  %v258 = lshr i32 %v2, 3
  %v259 = and i32 %v258, 1
  %v260 = shl i32 %v259, 5
  %v261 = or i32 %v257, %v260
  %v262 = lshr i32 %v2, 4
  %v263 = and i32 %v262, 1
  %v264 = shl i32 %v263, 6
  %v265 = or i32 %v261, %v264
  %v266 = lshr i32 %v265, 4
  %v267 = and i32 %v266, 7
  %v268 = and i32 %v265, 15
  %v269 = mul i32 %v267, 16
  %v270 = mul i32 %v267, 16
  %v271 = add i32 %v268, 1
  %v272 = mul i32 %v267, 16
  %v273 = add i32 %v268, 2
  %v274 = mul i32 %v267, 16
  %v275 = add i32 %v268, 3
  br label %scan13
st_full8:
  %v205 = icmp ult i64 %v194, %v195
  %v206 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v194
  %v207 = insertelement <4 x float> undef, float %v175, i32 0
  %v208 = insertelement <4 x float> %v207, float %v179, i32 1
  %v209 = insertelement <4 x float> %v208, float %v183, i32 2
  %v210 = insertelement <4 x float> %v209, float %v187, i32 3
  %v211 = bitcast float addrspace(1)* %v206 to <4 x float> addrspace(1)*
  store <4 x float> %v210, <4 x float> addrspace(1)* %v211, align 16
  br label %st_done10
st_edge9:
  %v212 = icmp ult i64 %v194, %v195
  %v213 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v194
  br i1 %v212, label %st11, label %join12
st_done10:
  br label %join7
st11:
  %v214 = insertelement <4 x float> undef, float %v175, i32 0
  %v215 = insertelement <4 x float> %v214, float %v179, i32 1
  %v216 = insertelement <4 x float> %v215, float %v183, i32 2
  %v217 = insertelement <4 x float> %v216, float %v187, i32 3
  %v218 = bitcast float addrspace(1)* %v213 to <4 x float> addrspace(1)*
  store <4 x float> %v217, <4 x float> addrspace(1)* %v218, align 16
  br label %join12
join12:
  br label %st_done10
scan13:
  %v276 = phi i32 [ 0, %join7 ], [ %v309, %scan13 ]
  %v277 = phi float [ 0x0000000000000000, %join7 ], [ %v287, %scan13 ]
  %v278 = phi float [ 0x0000000000000000, %join7 ], [ %v294, %scan13 ]
  %v279 = phi float [ 0x0000000000000000, %join7 ], [ %v301, %scan13 ]
  %v280 = phi float [ 0x0000000000000000, %join7 ], [ %v308, %scan13 ]
  %v281 = add i32 %v269, %v276
  %v282 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v283 = getelementptr inbounds float, float addrspace(3)* %v282, i32 %v281
  %v284 = load float, float addrspace(3)* %v283, align 4
  %v285 = fadd float %v277, %v284
  %v286 = icmp sle i32 %v276, %v268
  %v287 = select i1 %v286, float %v285, float %v277
  %v288 = add i32 %v270, %v276
  %v289 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v290 = getelementptr inbounds float, float addrspace(3)* %v289, i32 %v288
  %v291 = load float, float addrspace(3)* %v290, align 4
  %v292 = fadd float %v278, %v291
  %v293 = icmp sle i32 %v276, %v271
  %v294 = select i1 %v293, float %v292, float %v278
  %v295 = add i32 %v272, %v276
  %v296 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v297 = getelementptr inbounds float, float addrspace(3)* %v296, i32 %v295
  %v298 = load float, float addrspace(3)* %v297, align 4
  %v299 = fadd float %v279, %v298
  %v300 = icmp sle i32 %v276, %v273
  %v301 = select i1 %v300, float %v299, float %v279
  %v302 = add i32 %v274, %v276
  %v303 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v304 = getelementptr inbounds float, float addrspace(3)* %v303, i32 %v302
  %v305 = load float, float addrspace(3)* %v304, align 4
  %v306 = fadd float %v280, %v305
  %v307 = icmp sle i32 %v276, %v275
  %v308 = select i1 %v307, float %v306, float %v280
  %v309 = add i32 %v276, 1
  %v310 = icmp slt i32 %v309, 16
  br i1 %v310, label %scan13, label %scanned14
scanned14:
  call void @llvm.nvvm.barrier0()
  %v311 = and i32 %v2, 1
  %v312 = shl i32 %v311, 2
  %v313 = lshr i32 %v2, 1
  %v314 = and i32 %v313, 1
  %v315 = shl i32 %v314, 3
  %v316 = or i32 %v312, %v315
  %v317 = lshr i32 %v2, 2
  %v318 = and i32 %v317, 1
  %v319 = shl i32 %v318, 4
  %v320 = or i32 %v316, %v319
  %v321 = lshr i32 %v2, 3
  %v322 = and i32 %v321, 1
  %v323 = shl i32 %v322, 5
  %v324 = or i32 %v320, %v323
  %v325 = lshr i32 %v2, 4
  %v326 = and i32 %v325, 1
  %v327 = shl i32 %v326, 6
  %v328 = or i32 %v324, %v327
  %v329 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v330 = getelementptr inbounds float, float addrspace(3)* %v329, i32 %v328
  store float %v68, float addrspace(3)* %v330, align 4
  %v331 = or i32 %v328, 1
  %v332 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v333 = getelementptr inbounds float, float addrspace(3)* %v332, i32 %v331
  store float %v69, float addrspace(3)* %v333, align 4
  %v334 = or i32 %v328, 2
  %v335 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v336 = getelementptr inbounds float, float addrspace(3)* %v335, i32 %v334
  store float %v70, float addrspace(3)* %v336, align 4
  %v337 = or i32 %v328, 3
  %v338 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v339 = getelementptr inbounds float, float addrspace(3)* %v338, i32 %v337
  store float %v71, float addrspace(3)* %v339, align 4
  call void @llvm.nvvm.barrier0()
  %v340 = and i32 %v2, 1
  %v341 = shl i32 %v340, 2
  %v342 = lshr i32 %v2, 1
  %v343 = and i32 %v342, 1
  %v344 = shl i32 %v343, 3
  %v345 = or i32 %v341, %v344
  %v346 = lshr i32 %v2, 2
  %v347 = and i32 %v346, 1
  %v348 = shl i32 %v347, 4
  %v349 = or i32 %v345, %v348
  %v350 = lshr i32 %v2, 3
  %v351 = and i32 %v350, 1
  %v352 = shl i32 %v351, 5
  %v353 = or i32 %v349, %v352
  %v354 = lshr i32 %v2, 4
  %v355 = and i32 %v354, 1
  %v356 = shl i32 %v355, 6
  %v357 = or i32 %v353, %v356
  %v358 = lshr i32 %v357, 4
  %v359 = and i32 %v358, 7
  %v360 = and i32 %v357, 15
  %v361 = add i32 %v360, 1
  %v362 = add i32 %v360, 2
  %v363 = add i32 %v360, 3
  br label %scan15
scan15:
  %v364 = phi i32 [ 0, %scanned14 ], [ %v399, %scan15 ]
  %v365 = phi float [ 0x3FF0000000000000, %scanned14 ], [ %v377, %scan15 ]
  %v366 = phi float [ 0x3FF0000000000000, %scanned14 ], [ %v384, %scan15 ]
  %v367 = phi float [ 0x3FF0000000000000, %scanned14 ], [ %v391, %scan15 ]
  %v368 = phi float [ 0x3FF0000000000000, %scanned14 ], [ %v398, %scan15 ]
  %v369 = sub i32 7, %v364
  %v370 = mul i32 %v369, 16
  %v371 = add i32 %v360, %v370
  %v372 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v373 = getelementptr inbounds float, float addrspace(3)* %v372, i32 %v371
  %v374 = load float, float addrspace(3)* %v373, align 4
  %v375 = fmul float %v365, %v374
  %v376 = icmp sge i32 %v369, %v359
  %v377 = select i1 %v376, float %v375, float %v365
  %v378 = add i32 %v361, %v370
  %v379 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v380 = getelementptr inbounds float, float addrspace(3)* %v379, i32 %v378
  %v381 = load float, float addrspace(3)* %v380, align 4
  %v382 = fmul float %v366, %v381
  %v383 = icmp sge i32 %v369, %v359
  %v384 = select i1 %v383, float %v382, float %v366
  %v385 = add i32 %v362, %v370
  %v386 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v387 = getelementptr inbounds float, float addrspace(3)* %v386, i32 %v385
  %v388 = load float, float addrspace(3)* %v387, align 4
  %v389 = fmul float %v367, %v388
  %v390 = icmp sge i32 %v369, %v359
  %v391 = select i1 %v390, float %v389, float %v367
  %v392 = add i32 %v363, %v370
  %v393 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v394 = getelementptr inbounds float, float addrspace(3)* %v393, i32 %v392
  %v395 = load float, float addrspace(3)* %v394, align 4
  %v396 = fmul float %v368, %v395
  %v397 = icmp sge i32 %v369, %v359
  %v398 = select i1 %v397, float %v396, float %v368
  %v399 = add i32 %v364, 1
  %v400 = icmp slt i32 %v399, 8
  br i1 %v400, label %scan15, label %scanned16
scanned16:
  %v401 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v402 = fadd float %v287, %v377
  %v403 = fadd float %v294, %v384
  %v404 = fadd float %v301, %v391
  %v405 = fadd float %v308, %v398
  %v406 = and i32 %v2, 1
  %v407 = shl i32 %v406, 2
  %v408 = lshr i32 %v2, 1
  %v409 = and i32 %v408, 1
  %v410 = shl i32 %v409, 3
  %v411 = or i32 %v407, %v410
  %v412 = lshr i32 %v2, 2
  %v413 = and i32 %v412, 1
  %v414 = shl i32 %v413, 4
  %v415 = or i32 %v411, %v414
  %v416 = lshr i32 %v2, 3
  %v417 = and i32 %v416, 1
  %v418 = shl i32 %v417, 5
  %v419 = or i32 %v415, %v418
  %v420 = lshr i32 %v2, 4
  %v421 = and i32 %v420, 1
  %v422 = shl i32 %v421, 6
  %v423 = or i32 %v419, %v422
  %v424 = lshr i32 %v423, 4
  %v425 = and i32 %v424, 7
  %v426 = and i32 %v423, 15
  %v427 = sext i32 %v401 to i64
  %v428 = mul i64 %v427, 8
  %v429 = zext i32 %v425 to i64
  %v430 = add i64 %v428, %v429
  %v431 = sext i32 %p8 to i64
  %v432 = zext i32 %p6 to i64
  %v433 = mul i64 %v430, %v431
  %v434 = add i64 %v428, 8
  %v435 = icmp sle i64 %v434, %v432
  %v436 = icmp sge i64 %v427, 0
  %v437 = and i1 %v435, %v436
  %v438 = zext i32 %v426 to i64
  %v439 = zext i32 %p7 to i64
  %v440 = add i64 %v433, %v438
  %v441 = icmp sle i64 16, %v439
  %v442 = icmp sge i64 0, 0
  %v443 = and i1 %v441, %v442
  %v444 = and i1 %v437, %v443
  %v445 = and i32 %v3, 3
  %v446 = icmp eq i32 %v445, 0
  br i1 %v446, label %st_owner17, label %join18
st_owner17:
  br i1 %v444, label %st_full19, label %st_edge20
join18:
  ret void
st_full19:
  %v447 = icmp ult i64 %v430, %v432
  %v448 = icmp ult i64 %v438, %v439
  %v449 = and i1 %v447, %v448
  %v450 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v440
  %v451 = insertelement <4 x float> undef, float %v402, i32 0
  %v452 = insertelement <4 x float> %v451, float %v403, i32 1
  %v453 = insertelement <4 x float> %v452, float %v404, i32 2
  %v454 = insertelement <4 x float> %v453, float %v405, i32 3
  %v455 = bitcast float addrspace(1)* %v450 to <4 x float> addrspace(1)*
  store <4 x float> %v454, <4 x float> addrspace(1)* %v455, align 16
  br label %st_done21
st_edge20:
  %v456 = icmp ult i64 %v430, %v432
  %v457 = icmp ult i64 %v438, %v439
  %v458 = and i1 %v456, %v457
  %v459 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v440
  br i1 %v458, label %st22, label %join23
st_done21:
  br label %join18
st22:
  %v460 = insertelement <4 x float> undef, float %v402, i32 0
  %v461 = insertelement <4 x float> %v460, float %v403, i32 1
  %v462 = insertelement <4 x float> %v461, float %v404, i32 2
  %v463 = insertelement <4 x float> %v462, float %v405, i32 3
  %v464 = bitcast float addrspace(1)* %v459 to <4 x float> addrspace(1)*
  store <4 x float> %v463, <4 x float> addrspace(1)* %v464, align 16
  br label %join23
join23:
  br label %st_done21
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @reductions, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @reductions, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel arg_reductions [BM=8, BN=16]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @arg_reductions(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, i32 addrspace(1)* noalias %p5, i32 %p6, i32 %p7) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 2
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 3
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 4
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 5
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 6
  %v22 = or i32 %v18, %v21
  %v23 = lshr i32 %v22, 4
  %v24 = and i32 %v23, 7
  %v25 = and i32 %v22, 15
  %v26 = sext i32 %v4 to i64
  %v27 = mul i64 %v26, 8
  %v28 = zext i32 %v24 to i64
  %v29 = add i64 %v27, %v28
  %v30 = sext i32 %p3 to i64
  %v31 = zext i32 %p1 to i64
  %v32 = mul i64 %v29, %v30
  %v33 = add i64 %v27, 8
  %v34 = icmp sle i64 %v33, %v31
  %v35 = icmp sge i64 %v26, 0
  %v36 = and i1 %v34, %v35
  %v37 = zext i32 %v25 to i64
  %v38 = zext i32 %p2 to i64
  %v39 = add i64 %v32, %v37
  %v40 = icmp sle i64 16, %v38
  %v41 = icmp sge i64 0, 0
  %v42 = and i1 %v40, %v41
  %v43 = and i1 %v36, %v42
  br i1 %v43, label %ld_full1, label %ld_edge2
ld_full1:
  %v44 = icmp ult i64 %v29, %v31
  %v45 = icmp ult i64 %v37, %v38
  %v46 = and i1 %v44, %v45
  %v47 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v39
  %v48 = bitcast float addrspace(1)* %v47 to <4 x float> addrspace(1)*
  %v49 = load <4 x float>, <4 x float> addrspace(1)* %v48, align 16
  %v50 = extractelement <4 x float> %v49, i32 0
  %v51 = extractelement <4 x float> %v49, i32 1
  %v52 = extractelement <4 x float> %v49, i32 2
  %v53 = extractelement <4 x float> %v49, i32 3
  br label %ld_done3
ld_edge2:
  %v54 = icmp ult i64 %v29, %v31
  %v55 = icmp ult i64 %v37, %v38
  %v56 = and i1 %v54, %v55
  %v57 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v39
  %v58 = bitcast float addrspace(1)* %v57 to <4 x float> addrspace(1)*
  br i1 %v56, label %ld4, label %ld_next5
ld_done3:
  %v68 = phi float [ %v50, %ld_full1 ], [ %v64, %ld_next5 ]
  %v69 = phi float [ %v51, %ld_full1 ], [ %v65, %ld_next5 ]
  %v70 = phi float [ %v52, %ld_full1 ], [ %v66, %ld_next5 ]
  %v71 = phi float [ %v53, %ld_full1 ], [ %v67, %ld_next5 ]
  %v72 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v73 = and i32 %v2, 1
  %v74 = shl i32 %v73, 2
  %v75 = lshr i32 %v2, 1
  %v76 = and i32 %v75, 1
  %v77 = shl i32 %v76, 3
  %v78 = or i32 %v74, %v77
  %v79 = lshr i32 %v2, 2
  %v80 = and i32 %v79, 1
  %v81 = shl i32 %v80, 4
  %v82 = or i32 %v78, %v81
  %v83 = lshr i32 %v2, 3
  %v84 = and i32 %v83, 1
  %v85 = shl i32 %v84, 5
  %v86 = or i32 %v82, %v85
  %v87 = lshr i32 %v2, 4
  %v88 = and i32 %v87, 1
  %v89 = shl i32 %v88, 6
  %v90 = or i32 %v86, %v89
  %v91 = lshr i32 %v90, 4
  %v92 = and i32 %v91, 7
  %v93 = and i32 %v90, 15
  %v94 = add i32 %v93, 1
  %v95 = icmp slt i32 %v93, %v94
  %v96 = fcmp ogt float %v68, %v69
  %v97 = fcmp oeq float %v68, %v69
  %v98 = and i1 %v97, %v95
  %v99 = or i1 %v96, %v98
  %v100 = fcmp uno float %v68, %v68
  %v101 = fcmp uno float %v69, %v69
  %v102 = xor i1 %v101, true
  %v103 = or i1 %v102, %v95
  %v104 = and i1 %v100, %v103
  %v105 = and i1 %v99, %v102
  %v106 = or i1 %v104, %v105
  %v107 = select i1 %v106, float %v68, float %v69
  %v108 = select i1 %v106, i32 %v93, i32 %v94
  %v109 = add i32 %v93, 2
  %v110 = icmp slt i32 %v108, %v109
  %v111 = fcmp ogt float %v107, %v70
  %v112 = fcmp oeq float %v107, %v70
  %v113 = and i1 %v112, %v110
  %v114 = or i1 %v111, %v113
  %v115 = fcmp uno float %v107, %v107
  %v116 = fcmp uno float %v70, %v70
  %v117 = xor i1 %v116, true
  %v118 = or i1 %v117, %v110
  %v119 = and i1 %v115, %v118
  %v120 = and i1 %v114, %v117
  %v121 = or i1 %v119, %v120
  %v122 = select i1 %v121, float %v107, float %v70
  %v123 = select i1 %v121, i32 %v108, i32 %v109
  %v124 = add i32 %v93, 3
  %v125 = icmp slt i32 %v123, %v124
  %v126 = fcmp ogt float %v122, %v71
  %v127 = fcmp oeq float %v122, %v71
  %v128 = and i1 %v127, %v125
  %v129 = or i1 %v126, %v128
  %v130 = fcmp uno float %v122, %v122
  %v131 = fcmp uno float %v71, %v71
  %v132 = xor i1 %v131, true
  %v133 = or i1 %v132, %v125
  %v134 = and i1 %v130, %v133
  %v135 = and i1 %v129, %v132
  %v136 = or i1 %v134, %v135
  %v137 = select i1 %v136, float %v122, float %v71
  %v138 = select i1 %v136, i32 %v123, i32 %v124
  %v139 = bitcast float %v137 to i32
  %v140 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v139, i32 1, i32 31)
  %v141 = bitcast i32 %v140 to float
  %v142 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v138, i32 1, i32 31)
  %v143 = icmp slt i32 %v138, %v142
  %v144 = fcmp ogt float %v137, %v141
  %v145 = fcmp oeq float %v137, %v141
  %v146 = and i1 %v145, %v143
  %v147 = or i1 %v144, %v146
  %v148 = fcmp uno float %v137, %v137
  %v149 = fcmp uno float %v141, %v141
  %v150 = xor i1 %v149, true
  %v151 = or i1 %v150, %v143
  %v152 = and i1 %v148, %v151
  %v153 = and i1 %v147, %v150
  %v154 = or i1 %v152, %v153
  %v155 = select i1 %v154, float %v137, float %v141
  %v156 = select i1 %v154, i32 %v138, i32 %v142
  %v157 = bitcast float %v155 to i32
  %v158 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v157, i32 2, i32 31)
  %v159 = bitcast i32 %v158 to float
  %v160 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v156, i32 2, i32 31)
  %v161 = icmp slt i32 %v156, %v160
  %v162 = fcmp ogt float %v155, %v159
  %v163 = fcmp oeq float %v155, %v159
  %v164 = and i1 %v163, %v161
  %v165 = or i1 %v162, %v164
  %v166 = fcmp uno float %v155, %v155
  %v167 = fcmp uno float %v159, %v159
  %v168 = xor i1 %v167, true
  %v169 = or i1 %v168, %v161
  %v170 = and i1 %v166, %v169
  %v171 = and i1 %v165, %v168
  %v172 = or i1 %v170, %v171
  %v173 = select i1 %v172, float %v155, float %v159
  %v174 = select i1 %v172, i32 %v156, i32 %v160
  %v175 = and i32 %v2, 1
  %v176 = shl i32 %v175, 2
  %v177 = lshr i32 %v2, 1
  %v178 = and i32 %v177, 1
  %v179 = shl i32 %v178, 3
  %v180 = or i32 %v176, %v179
  %v181 = lshr i32 %v2, 2
  %v182 = and i32 %v181, 1
  %v183 = shl i32 %v182, 4
  %v184 = or i32 %v180, %v183
  %v185 = lshr i32 %v2, 3
  %v186 = and i32 %v185, 1
  %v187 = shl i32 %v186, 5
  %v188 = or i32 %v184, %v187
  %v189 = lshr i32 %v2, 4
  %v190 = and i32 %v189, 1
  %v191 = shl i32 %v190, 6
  %v192 = or i32 %v188, %v191
  %v193 = lshr i32 %v192, 4
  %v194 = and i32 %v193, 7
  %v195 = and i32 %v192, 15
  %v196 = add i32 %v195, 1
  %v197 = icmp slt i32 %v195, %v196
  %v198 = fcmp olt float %v68, %v69
  %v199 = fcmp oeq float %v68, %v69
  %v200 = and i1 %v199, %v197
  %v201 = or i1 %v198, %v200
  %v202 = fcmp uno float %v68, %v68
  %v203 = fcmp uno float %v69, %v69
  %v204 = xor i1 %v203, true
  %v205 = or i1 %v204, %v197
  %v206 = and i1 %v202, %v205
  %v207 = and i1 %v201, %v204
  %v208 = or i1 %v206, %v207
  %v209 = select i1 %v208, float %v68, float %v69
  %v210 = select i1 %v208, i32 %v195, i32 %v196
  %v211 = add i32 %v195, 2
  %v212 = icmp slt i32 %v210, %v211
  %v213 = fcmp olt float %v209, %v70
  %v214 = fcmp oeq float %v209, %v70
  %v215 = and i1 %v214, %v212
  %v216 = or i1 %v213, %v215
  %v217 = fcmp uno float %v209, %v209
  %v218 = fcmp uno float %v70, %v70
  %v219 = xor i1 %v218, true
  %v220 = or i1 %v219, %v212
  %v221 = and i1 %v217, %v220
  %v222 = and i1 %v216, %v219
  %v223 = or i1 %v221, %v222
  %v224 = select i1 %v223, float %v209, float %v70
  %v225 = select i1 %v223, i32 %v210, i32 %v211
  %v226 = add i32 %v195, 3
  %v227 = icmp slt i32 %v225, %v226
  %v228 = fcmp olt float %v224, %v71
  %v229 = fcmp oeq float %v224, %v71
  %v230 = and i1 %v229, %v227
  %v231 = or i1 %v228, %v230
  %v232 = fcmp uno float %v224, %v224
  %v233 = fcmp uno float %v71, %v71
  %v234 = xor i1 %v233, true
  %v235 = or i1 %v234, %v227
  %v236 = and i1 %v232, %v235
  %v237 = and i1 %v231, %v234
  %v238 = or i1 %v236, %v237
  %v239 = select i1 %v238, float %v224, float %v71
  %v240 = select i1 %v238, i32 %v225, i32 %v226
  %v241 = bitcast float %v239 to i32
  %v242 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v241, i32 1, i32 31)
  %v243 = bitcast i32 %v242 to float
  %v244 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v240, i32 1, i32 31)
  %v245 = icmp slt i32 %v240, %v244
  %v246 = fcmp olt float %v239, %v243
  %v247 = fcmp oeq float %v239, %v243
  %v248 = and i1 %v247, %v245
  %v249 = or i1 %v246, %v248
  %v250 = fcmp uno float %v239, %v239
  %v251 = fcmp uno float %v243, %v243
  %v252 = xor i1 %v251, true
  %v253 = or i1 %v252, %v245
  %v254 = and i1 %v250, %v253
  %v255 = and i1 %v249, %v252
  %v256 = or i1 %v254, %v255
  %v257 = select i1 %v256, float %v239, float %v243
  %v258 = select i1 %v256, i32 %v240, i32 %v244
  %v259 = bitcast float %v257 to i32
  %v260 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v259, i32 2, i32 31)
  %v261 = bitcast i32 %v260 to float
  %v262 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v258, i32 2, i32 31)
  %v263 = icmp slt i32 %v258, %v262
  %v264 = fcmp olt float %v257, %v261
  %v265 = fcmp oeq float %v257, %v261
  %v266 = and i1 %v265, %v263
  %v267 = or i1 %v264, %v266
  %v268 = fcmp uno float %v257, %v257
  %v269 = fcmp uno float %v261, %v261
  %v270 = xor i1 %v269, true
  %v271 = or i1 %v270, %v263
  %v272 = and i1 %v268, %v271
  %v273 = and i1 %v267, %v270
  %v274 = or i1 %v272, %v273
  %v275 = select i1 %v274, float %v257, float %v261
  %v276 = select i1 %v274, i32 %v258, i32 %v262
  %v277 = add i32 %v174, %v276
  call void @llvm.nvvm.barrier0()
  %v278 = lshr i32 %v2, 2
  %v279 = and i32 %v278, 1
  %v280 = lshr i32 %v2, 3
  %v281 = and i32 %v280, 1
  %v282 = shl i32 %v281, 1
  %v283 = or i32 %v279, %v282
  %v284 = lshr i32 %v2, 4
  %v285 = and i32 %v284, 1
  %v286 = shl i32 %v285, 2
  %v287 = or i32 %v283, %v286
  %v288 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v289 = getelementptr inbounds i32, i32 addrspace(3)* %v288, i32 %v287
  store i32 %v277, i32 addrspace(3)* %v289, align 4
  call void @llvm.nvvm.barrier0()
  %v290 = and i32 %v2, 1
  %v291 = shl i32 %v290, 2
  %v292 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v293 = getelementptr inbounds i32, i32 addrspace(3)* %v292, i32 %v291
  %v294 = load i32, i32 addrspace(3)* %v293, align 4
  %v295 = or i32 %v291, 1
  %v296 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v297 = getelementptr inbounds i32, i32 addrspace(3)* %v296, i32 %v295
  %v298 = load i32, i32 addrspace(3)* %v297, align 4
  %v299 = or i32 %v291, 2
  %v300 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v301 = getelementptr inbounds i32, i32 addrspace(3)* %v300, i32 %v299
  %v302 = load i32, i32 addrspace(3)* %v301, align 4
  %v303 = or i32 %v291, 3
  %v304 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v305 = getelementptr inbounds i32, i32 addrspace(3)* %v304, i32 %v303
  %v306 = load i32, i32 addrspace(3)* %v305, align 4
  %v307 = and i32 %v2, 1
  %v308 = shl i32 %v307, 2
  %v309 = and i32 %v308, 7
  %v310 = sext i32 %v72 to i64
  %v311 = mul i64 %v310, 8
  %v312 = zext i32 %v309 to i64
  %v313 = add i64 %v311, %v312
  %v314 = zext i32 %p6 to i64
  %v315 = add i64 %v311, 8
  %v316 = icmp sle i64 %v315, %v314
  %v317 = icmp sge i64 %v310, 0
  %v318 = and i1 %v316, %v317
  %v319 = and i32 %v2, 30
  %v320 = icmp eq i32 %v319, 0
  %v321 = and i32 %v3, 3
  %v322 = icmp eq i32 %v321, 0
  %v323 = and i1 %v320, %v322
  br i1 %v323, label %st_owner6, label %join7
ld4:
  %v59 = load <4 x float>, <4 x float> addrspace(1)* %v58, align 16
  %v60 = extractelement <4 x float> %v59, i32 0
  %v61 = extractelement <4 x float> %v59, i32 1
  %v62 = extractelement <4 x float> %v59, i32 2
  %v63 = extractelement <4 x float> %v59, i32 3
  br label %ld_next5
ld_next5:
  %v64 = phi float [ %v60, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v65 = phi float [ %v61, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v66 = phi float [ %v62, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v67 = phi float [ %v63, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  br label %ld_done3
st_owner6:
  br i1 %v318, label %st_full8, label %st_edge9
join7:
  ret void
st_full8:
  %v324 = icmp ult i64 %v313, %v314
  %v325 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v313
  %v326 = insertelement <4 x i32> undef, i32 %v294, i32 0
  %v327 = insertelement <4 x i32> %v326, i32 %v298, i32 1
  %v328 = insertelement <4 x i32> %v327, i32 %v302, i32 2
  %v329 = insertelement <4 x i32> %v328, i32 %v306, i32 3
  %v330 = bitcast i32 addrspace(1)* %v325 to <4 x i32> addrspace(1)*
  store <4 x i32> %v329, <4 x i32> addrspace(1)* %v330, align 16
  br label %st_done10
st_edge9:
  %v331 = icmp ult i64 %v313, %v314
  %v332 = getelementptr inbounds i32, i32 addrspace(1)* %p5, i64 %v313
  br i1 %v331, label %st11, label %join12
st_done10:
  br label %join7
st11:
  %v333 = insertelement <4 x i32> undef, i32 %v294, i32 0
  %v334 = insertelement <4 x i32> %v333, i32 %v298, i32 1
  %v335 = insertelement <4 x i32> %v334, i32 %v302, i32 2
  %v336 = insertelement <4 x i32> %v335, i32 %v306, i32 3
  %v337 = bitcast i32 addrspace(1)* %v332 to <4 x i32> addrspace(1)*
  store <4 x i32> %v336, <4 x i32> addrspace(1)* %v337, align 16
  br label %join12
join12:
  br label %st_done10
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, i32 addrspace(1)*, i32, i32)* @arg_reductions, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, i32 addrspace(1)*, i32, i32)* @arg_reductions, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
